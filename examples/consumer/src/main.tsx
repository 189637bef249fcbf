import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createApi } from './api.ts';

// The API shares the page's origin (served by `fleetmock --dist dist`); another host works the same.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App api={createApi(location.origin)} />
  </StrictMode>,
);
