import { configure } from '@testing-library/react';

// findBy… waits up to 5 s (default 1 s) for what the page shows.
configure({ asyncUtilTimeout: 5_000 });
