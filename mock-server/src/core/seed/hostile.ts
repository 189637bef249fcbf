/**
 * Hostile strings a few names and notes carry so the dashboard's escaping gets tested
 *: HTML and script tags, a 500-character name, right-to-left and emoji text.
 */
const HOSTILE_LONG_LENGTH = 500;

export const hostile = {
  html: '<img src=x onerror="alert(\'fleetmock\')"><b>bold?</b>',
  script: '<script>alert("fleetmock")</script>',
  long: 'A-very-long-name-'.repeat(40).slice(0, HOSTILE_LONG_LENGTH),
  rtl: 'جهاز استشعار الحرارة',
  rtlEmoji: 'فريق الدعم 🚀🔥',
  emoji: '🌡️ Thermo 🧊 Sensor ✨',
  quotes: `O'Brien "quoted" & <angle> 100%_done`,
  markdown:
    '# Heading\n\n- [link](javascript:alert(1))\n- **bold** `code`\n\n<iframe src="https://example.com"></iframe>',
} as const;
