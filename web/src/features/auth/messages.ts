/**
 * User-facing texts of the sign-in area. Texts quoted in spec 01 are used verbatim (marked "spec");
 * the spec names others only by key (e.g. `failed_save_profile`): those carry our English wording.
 */
export const MSG = {
  // spec 01 §2 login header
  loginHeader: 'The first 10 devices are free',
  // validation (spec 01 §5)
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  passwordLength: 'The password must be between 8 and 64 characters',
  passwordsDontMatch: "Passwords don't match", // spec
  captchaRequired: 'Please complete the captcha',
  // sign-in errors (spec 01 §8)
  invalidInvitation: 'Invalid or expired invitation', // spec
  invitationTokenError: 'The invitation link could not be read', // invitation_token_error
  verificationLinkInvalid: 'Your verification link is invalid or has expired - log in again to request another one.', // spec
  emailVerificationErr: 'The email address could not be verified', // email_verification_err
  genericVerificationIssue: 'There was a problem verifying your email address', // generic_verification_issue
  failedSaveProfile: 'Your profile could not be saved', // failed_save_profile
  recaptchaNotVerified: 'ReCaptcha was not verified', // spec
  recaptchaTooltip: 'Please complete the captcha first', // errors.recaptcha_not_verified
  // SAML (spec 01 §8; keys with our wording)
  samlLoginFail: 'Single sign-on failed. Please try again.',
  samlAccountMismatch: 'This identity provider account is linked to a different user.',
  samlRequireLogin: 'An account with this email already exists. Log in first to link it to single sign-on.',
  samlEmailMismatch: 'The email of your identity provider account does not match the email of this user.',
  samlUnknownSso: 'Unknown SSO identifier',
  // two-factor and reset codes (spec 01 §8: 1 required, 2 invalid, 3 expired, 4 invalid)
  twoFactorRequired: 'A two-factor authentication code is required',
  twoFactorInvalid: 'The two-factor authentication code is invalid',
  resetExpired: 'The password reset link has expired',
  resetInvalid: 'The password reset link is invalid',
  tooManyRequests: 'Too many requests.', // spec
  tryAgainShortly: 'try again shortly', // spec
  // success toasts (spec 01 §8)
  signupSuccess: 'Your account has been created',
  profileSaved: 'Your profile has been saved',
  resetSuccess: 'Your password has been reset',
  samlMerged: 'Your account is now linked to single sign-on',
  verificationSent: 'A new verification email has been sent',
  emailVerified: 'Your email address has been verified',
  cliTargetInvalid: 'Command-line login is only possible to localhost or an IP address',
} as const;
