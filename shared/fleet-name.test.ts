import { expect, test } from 'vitest';
import { API_APP_NAME_CHARACTERS, API_APP_NAME_LENGTH_RULE, fleetNameMessageFromApi } from './fleet-name.ts';

test("the API's answers to a refused fleet name map to the spec's messages (spec 02 §5)", () => {
  expect(fleetNameMessageFromApi(400, API_APP_NAME_LENGTH_RULE, 'abc')).toBe(
    'The name should be at least 4 characters long',
  );
  expect(fleetNameMessageFromApi(400, API_APP_NAME_LENGTH_RULE, 'x'.repeat(101))).toBe(
    'The name should not be more than 100 characters long',
  );
  expect(fleetNameMessageFromApi(400, API_APP_NAME_LENGTH_RULE, '')).toBe('A name is required');
  expect(fleetNameMessageFromApi(400, API_APP_NAME_CHARACTERS, 'bad name')).toBe(
    'The name can only contain alphanumeric characters, hyphens or underscores',
  );
  expect(fleetNameMessageFromApi(409, '"slug" must be unique.', 'Kiosk', 'app')).toBe(
    'This name is already used by another app. Note that the name is case-insensitive',
  );
  expect(fleetNameMessageFromApi(400, 'Request body must be a JSON object', 'Kiosk')).toBeNull();
  expect(fleetNameMessageFromApi(500, '', 'Kiosk')).toBeNull();
});
