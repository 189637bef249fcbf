/** Identity provider error texts (spec 01 §8): the API's error keys, and unknown_error for a failure without a message. */
import { describe, expect, it } from 'vitest';
import { idpErrorText } from './messages.ts';
import { ApiError, errorText } from '../../lib/errors.ts';

describe('idpErrorText', () => {
  it('shows unknown_error when the failure carried no message', () => {
    expect(idpErrorText(errorText(new ApiError({ status: 500, body: undefined })))).toBe('An unknown error occurred');
    expect(idpErrorText(errorText(new ApiError({ status: 502, body: '  ' })))).toBe('An unknown error occurred');
  });

  it('maps the API error keys and leaves other texts to the generic rules', () => {
    expect(idpErrorText(errorText(new ApiError({ status: 400, body: 'invalid_certificate_format' })))).toBe(
      'Invalid certificate format',
    );
    expect(idpErrorText(errorText(new ApiError({ status: 400, body: 'Something specific' })))).toBeUndefined();
    expect(idpErrorText(null)).toBeUndefined();
  });
});
