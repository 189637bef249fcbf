import { describe, expect, it } from 'vitest';
import {
  ApiError,
  FALLBACK_ERROR_TEXT,
  SDK_ERROR_TEXTS,
  errorText,
  isSessionExpiredText,
  shouldReportError,
} from './errors.ts';
import { SdkError, sdkErrorOfAnswer } from './sdk-errors.ts';

const long = 'x'.repeat(600);

describe('errorText (spec 01 §8)', () => {
  it.each([
    ['JSON-string body', new ApiError({ status: 400, body: 'No fields to update' }), 'No fields to update'],
    [
      'body.error.text first',
      new ApiError({ status: 400, body: { error: { text: 'deep' }, message: 'shallow' } }),
      'deep',
    ],
    ['string message', new ApiError({ status: 400, body: { message: 'msg' } }), 'msg'],
    [
      'string error',
      new ApiError({ status: 401, body: { error: 'Fresh authentication token required' } }),
      'Fresh authentication token required',
    ],
    ['list joined with spaces', new ApiError({ status: 400, body: ['a', 'b', 'c'] }), 'a b c'],
    ['skip shows nothing', new ApiError({ status: 400, body: 'skip' }), null],
    [
      'HTML after "error:"',
      new ApiError({ status: 500, body: '<html><body><pre>Error: Cannot GET /x</pre></body></html>' }),
      'Cannot GET /x',
    ],
    ['HTML without marker', new ApiError({ status: 500, body: '<p>Server  Error</p>' }), 'Server Error'],
    ['trimmed', new ApiError({ status: 400, body: '   padded  ' }), 'padded'],
    ['capped at 500', new ApiError({ status: 400, body: long }), 'x'.repeat(500)],
    ['empty body falls back', new ApiError({ status: 500, body: undefined }), FALLBACK_ERROR_TEXT],
    ['blank body falls back', new ApiError({ status: 500, body: '   ' }), FALLBACK_ERROR_TEXT],
    ['object without text falls back', new ApiError({ status: 500, body: { foo: 1 } }), FALLBACK_ERROR_TEXT],
    [
      'SDK code translated',
      new ApiError({ status: 401, body: undefined, code: 'InvalidLoginCredentials' }),
      SDK_ERROR_TEXTS.InvalidLoginCredentials,
    ],
    [
      '429 without body',
      new ApiError({ status: 429, body: undefined }),
      'We need to slow down your requests temporarily.',
    ],
    ['plain Error', new Error('boom'), 'boom'],
    ['unknown value', 42, '42'],
    ['null', null, FALLBACK_ERROR_TEXT],
  ])('%s', (_name, error, expected) => {
    expect(errorText(error)).toBe(expected);
  });

  it('shows nothing while offline', () => {
    expect(errorText(new ApiError({ status: 500, body: 'down' }), { offline: true })).toBeNull();
  });
});

describe('shouldReportError (spec 01 §8)', () => {
  it.each([
    [new ApiError({ status: 401, body: undefined, code: 'InvalidLoginCredentials' }), false],
    [new ApiError({ status: 401, body: undefined, code: 'NotLoggedIn' }), false],
    [new ApiError({ status: 0, body: undefined, code: 'NetworkError' }), false],
    [new ApiError({ status: 404, body: undefined, code: 'NotFound', resource: 'device' }), false],
    [new ApiError({ status: 404, body: undefined, code: 'NotFound', resource: 'release' }), false],
    [new ApiError({ status: 404, body: undefined, code: 'NotFound', resource: 'team' }), true],
    [new ApiError({ status: 500, body: 'Server Error' }), true],
    [new Error('render bug'), true],
  ])('%#', (error, expected) => {
    expect(shouldReportError(error)).toBe(expected);
  });
});

describe('isSessionExpiredText', () => {
  it.each([
    ['Your session has expired', true],
    ['Request error: Your authentication token has expired', true],
    ['Fresh authentication token required', false],
    [undefined, false],
  ])('%s', (text, expected) => expect(isSessionExpiredText(text)).toBe(expected));
});

describe('SDK-named errors (spec 02 §8)', () => {
  it.each([
    [new SdkError('discontinuedDeviceType', { type: 'edge' }), 'Discontinued device type: edge'],
    [new SdkError('releaseNotFound', { release: 'abc1234' }), 'Release not found: abc1234'],
    [new SdkError('releaseNotFound'), 'Release not found'],
    [new SdkError('osReleaseNotFound', { version: '2.99.0' }), 'OS release not found: 2.99.0'],
    [new SdkError('supervisorReleaseNotFound', { version: '14.0.0' }), 'Supervisor release not found: 14.0.0'],
    [new SdkError('cpuArchitectureNotFound', { architecture: 'riscv' }), 'CPU architecture not found: riscv'],
    [new SdkError('couldNotParseOsVersion', { version: 'Resin OS' }), 'Could not parse the OS version: Resin OS'],
    [new SdkError('locationNotDetermined'), 'The location of the device could not be determined'],
    [new SdkError('buildFailed'), 'Build failed'],
    [new SdkError('buildCancelled'), 'Build cancelled'],
    [new SdkError('filterCreationFailed'), 'The filter could not be created'],
    [new SdkError('invalidDeviceType', { type: 'toaster' }), 'Invalid device type: toaster'],
    [new SdkError('fleetNotFound', { application: 'acme/x' }), 'Fleet not found: acme/x'],
    [new SdkError('fleetMembershipRoleNotFound', { role: 'boss' }), 'Fleet membership role not found: boss'],
    [new SdkError('imageNotFound', { image: '12' }), 'Image not found: 12'],
    [new SdkError('serviceNotFound', { service: 'web' }), 'Service not found: web'],
    [new SdkError('deviceNotFound', { device: 'abc' }), 'Device not found: abc'],
    [new SdkError('ambiguousDevice', { device: 'ab' }), 'Ambiguous device: ab'],
    [new SdkError('ambiguousFleet', { application: 'lights' }), 'Ambiguous fleet: lights'],
    [new SdkError('ambiguousRelease', { release: 'a1' }), 'Ambiguous release: a1'],
    [new SdkError('keyNotFound', { key: '7' }), 'Key not found: 7'],
    [new SdkError('roleNotFound', { name: 'boss' }), 'Role boss not found'],
    [new SdkError('roleNotFound'), 'Role not found'],
  ])('%s', (error, expected) => {
    expect(errorText(error)).toBe(expected);
  });

  it('shows nothing for the logged-only and ignored ones', () => {
    expect(errorText(new SdkError('applicationConfigNotFound'))).toBeNull();
    expect(errorText(new SdkError('writeDiscarded'))).toBeNull();
  });

  it("maps the API's answers (status + body text) to the SDK texts", () => {
    expect(errorText(new ApiError({ status: 404, body: { error: 'Application not found: acme/fleet' } }))).toBe(
      'Fleet not found: acme/fleet',
    );
    expect(errorText(new ApiError({ status: 400, body: 'Discontinued device type: edge' }))).toBe(
      'Discontinued device type: edge',
    );
    expect(errorText(new ApiError({ status: 404, body: 'Release not found: 12' }))).toBe('Release not found: 12');
    expect(errorText(new ApiError({ status: 404, body: 'Application configuration not found' }))).toBeNull();
    // A server error with such a text is a server failure, shown as it is.
    expect(errorText(new ApiError({ status: 500, body: 'Release not found: 12' }))).toBe('Release not found: 12');
    expect(sdkErrorOfAnswer(500, 'Release not found: 12')).toBeNull();
    expect(sdkErrorOfAnswer(400, 'Invalid device type: toaster')?.kind).toBe('invalidDeviceType');
    expect(errorText(new ApiError({ status: 404, body: 'Device not found: abc123' }))).toBe('Device not found: abc123');
    expect(errorText(new ApiError({ status: 404, body: 'Service not found: web' }))).toBe('Service not found: web');
    expect(errorText(new ApiError({ status: 404, body: 'Image not found: 5' }))).toBe('Image not found: 5');
    expect(errorText(new ApiError({ status: 404, body: 'Key not found: 9' }))).toBe('Key not found: 9');
    expect(errorText(new ApiError({ status: 400, body: 'Ambiguous application: lights' }))).toBe(
      'Ambiguous fleet: lights',
    );
    expect(sdkErrorOfAnswer(404, 'Application membership role not found: boss')?.kind).toBe(
      'fleetMembershipRoleNotFound',
    );
    expect(sdkErrorOfAnswer(400, 'Ambiguous release: a1')?.kind).toBe('ambiguousRelease');
    expect(sdkErrorOfAnswer(400, 'Ambiguous device: ab')?.kind).toBe('ambiguousDevice');
  });

  it('release not found and the silent ones are not reported; the rest are', () => {
    expect(shouldReportError(new SdkError('releaseNotFound', { release: '1' }))).toBe(false);
    expect(shouldReportError(new ApiError({ status: 404, body: 'Release not found: 1' }))).toBe(false);
    expect(shouldReportError(new SdkError('applicationConfigNotFound'))).toBe(false);
    expect(shouldReportError(new SdkError('deviceNotFound', { device: 'abc' }))).toBe(false);
    expect(shouldReportError(new ApiError({ status: 404, body: 'Device not found: abc' }))).toBe(false);
    expect(shouldReportError(new SdkError('couldNotParseOsVersion', { version: 'x' }))).toBe(true);
  });
});
