/** Texts of sign-up, login and recovery (`auth.*`), spec 01 §2–§8: loaded with the entry, as the sign-in pages are the first a visitor sees. Spec texts are verbatim and marked with their section; see lib/i18n.ts. */
export const auth = {
  // Sign-in area (spec 01): texts quoted by the spec are verbatim (marked "spec").
  // spec 01 §2 login header
  'auth.loginHeader': 'The first 10 devices are free',
  // validation (spec 01 §5)
  'auth.required': 'This field is required',
  'auth.invalidEmail': 'Please enter a valid email address',
  'auth.passwordLength': 'The password must be between 8 and 64 characters',
  'auth.passwordsDontMatch': "Passwords don't match", // spec
  'auth.captchaRequired': 'Please complete the captcha',
  // sign-in errors (spec 01 §8)
  'auth.invalidInvitation': 'Invalid or expired invitation', // spec
  'auth.invitationTokenError': 'The invitation link could not be read', // invitation_token_error
  'auth.verificationLinkInvalid':
    'Your verification link is invalid or has expired - log in again to request another one.', // spec
  'auth.emailVerificationErr': 'The email address could not be verified', // email_verification_err
  'auth.genericVerificationIssue': 'There was a problem verifying your email address', // generic_verification_issue
  'auth.failedSaveProfile': 'Your profile could not be saved', // failed_save_profile
  'auth.recaptchaNotVerified': 'ReCaptcha was not verified', // spec
  'auth.recaptchaTooltip': 'Please complete the captcha first', // errors.recaptcha_not_verified
  // SAML (spec 01 §8; keys with our wording)
  'auth.samlLoginFail': 'Single sign-on failed. Please try again.',
  'auth.samlAccountMismatch': 'This identity provider account is linked to a different user.',
  'auth.samlRequireLogin': 'An account with this email already exists. Log in first to link it to single sign-on.',
  'auth.samlEmailMismatch': 'The email of your identity provider account does not match the email of this user.',
  'auth.samlUnknownSso': 'Unknown SSO identifier',
  // two-factor and reset codes (spec 01 §8: 1 required, 2 invalid, 3 expired, 4 invalid)
  'auth.twoFactorRequired': 'A two-factor authentication code is required',
  'auth.twoFactorInvalid': 'The two-factor authentication code is invalid',
  'auth.resetExpired': 'The password reset link has expired',
  'auth.resetInvalid': 'The password reset link is invalid',
  'auth.tooManyRequests': 'Too many requests.', // spec
  'auth.tryAgainShortly': 'try again shortly', // spec
  // success toasts (spec 01 §8)
  'auth.signupSuccess': 'Your account has been created',
  'auth.profileSaved': 'Your profile has been saved',
  'auth.resetSuccess': 'Your password has been reset',
  'auth.samlMerged': 'Your account is now linked to single sign-on',
  'auth.verificationSent': 'A new verification email has been sent',
  'auth.emailVerified': 'Your email address has been verified',
  'auth.cliTargetInvalid': 'Command-line login is only possible to localhost or an IP address',
  // sign-in pages: titles, labels, buttons and status texts
  'auth.pageTitle': '{title} | {deployment} dashboard', // spec 01 §1
  'auth.loginTitle': 'Log in',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.logIn': 'Log in',
  'auth.loginFailed': 'Login failed',
  'auth.otherWays': 'Other ways to log in',
  'auth.loginWith': 'Log in with {provider}',
  'auth.enterpriseSso': 'Log in with enterprise SSO',
  'auth.forgotPassword': 'Forgot password?',
  'auth.signUp': 'Sign up',
  'auth.signupTitle': 'Sign up',
  'auth.passwordHint': '8 to 64 characters',
  'auth.noNewsletter': 'Do not send me the newsletter',
  'auth.alreadyHaveAccount': 'Already have an account?',
  'auth.firstName': 'First name',
  'auth.lastName': 'Last name',
  'auth.company': 'Company (optional)',
  'auth.accountType': 'Account type',
  'auth.personal': 'Personal',
  'auth.professional': 'Professional',
  'auth.newsletter': 'Send me the newsletter',
  'auth.profileTitle': 'Tell us about yourself',
  'auth.save': 'Save',
  'auth.skip': 'Skip',
  'auth.supportPortal': 'Support portal',
  'auth.continueSupport': 'Continue to the support portal',
  'auth.redirecting': 'Redirecting…',
  'auth.noSupportAccess': 'You are not authorized to access the support portal.', // spec 01 §8 no_support_access ("not authorized")
  'auth.unknownAccessError': 'The support portal could not be opened. Please try again later.', // spec 01 §8 unknown_access_error
  'auth.supportHome': 'Back to the dashboard',
  'auth.twoFactorTitle': 'Two-factor authentication',
  'auth.authCode': 'Authentication code',
  'auth.verify': 'Verify',
  'auth.recoveryCode': 'Recovery code',
  'auth.useRecoveryCode': 'Use a recovery code instead',
  'auth.useAuthCode': 'Use an authentication code instead',
  'auth.signingInTitle': 'Signing you in',
  'auth.signingIn': 'Signing you in…',
  'auth.signInFailed': 'Sign-in failed',
  'auth.verifyTitle': 'Verify your email',
  'auth.verifySentTo': 'We sent a verification link to',
  'auth.yourEmailAddress': 'your email address',
  'auth.verifyFollowLink': '. Follow the link to finish setting up your account.',
  'auth.resendVerification': 'Resend verification email',
  'auth.logOut': 'Log out',
  'auth.verifyingTitle': 'Verifying your email',
  'auth.verifying': 'Verifying…',
  'auth.mergeTitle': 'Link your account to single sign-on',
  'auth.consentMerge': 'I agree to link my account to the identity provider',
  'auth.consentTerms': 'I understand that I will sign in with single sign-on from now on',
  'auth.linkAccount': 'Link account',
  'auth.resetTitle': 'Reset your password',
  'auth.sendResetLink': 'Send reset link',
  'auth.backToLogin': 'Back to log in',
  'auth.checkEmailTitle': 'Check your email',
  'auth.checkEmailText': 'If an account exists for that address, we sent a link to reset its password.',
  'auth.chooseNewPassword': 'Choose a new password',
  'auth.newPassword': 'New password',
  'auth.confirmPassword': 'Confirm new password',
  'auth.twoFactorCode': 'Two-factor authentication code',
  'auth.resetPassword': 'Reset password',
  'auth.preparingDeployment': 'Preparing your deployment…',
  'auth.cliTitle': 'Log in to the command-line interface',
  'auth.cliText': 'Authorize the command-line interface running on this computer to act as you.',
  'auth.authorize': 'Authorize',
  'auth.samlTitle': 'Log in with enterprise SSO',
  'auth.ssoIdentifier': 'SSO identifier',
  'auth.continue': 'Continue',
  'auth.samlRedirectTitle': 'Redirecting to your identity provider',
  'auth.invitationAccepted': 'Invitation accepted',
  'auth.acceptingInvitation': 'Accepting the invitation…',
  'auth.orgInvitation': 'Organization invitation',
  'auth.fleetInvitation': 'Fleet invitation',
  'auth.authorizeTitle': 'Authorize application',
  'auth.unknownApplication': 'Unknown application',
  'auth.wouldLikeAccess': 'would like to access your account.',
  'auth.codeLength': 'The code has {count} digits',
  'auth.minLength': 'At least {count} characters',
  'auth.availableAgainIn': '{text} action will be available again in {time}', // spec 01 §8
  'auth.textThenTryAgain': '{text} {tryAgain}', // spec 01 §8
} as const;
