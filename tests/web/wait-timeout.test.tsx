// @vitest-environment jsdom
/** The suite-wide wait for DOM tests (tests/setup.ts) is in force in every DOM test file. */
import { getConfig } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DOM_WAIT_MS } from '../setup.ts';

test('findBy… and waitFor wait up to the suite-wide limit, not the library default of 1 s', () => {
  expect(getConfig().asyncUtilTimeout).toBe(DOM_WAIT_MS);
  expect(DOM_WAIT_MS).toBeGreaterThan(1000);
});
