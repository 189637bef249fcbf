import { describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMIT_BYTES, attachmentProblem, extensionOf } from './support-attachment.ts';

describe('support attachments (spec 03 §5: at most 5 MB; the accepted types are ours)', () => {
  it.each([
    ['screenshot.PNG', 1000, null],
    ['journal.log', ATTACHMENT_LIMIT_BYTES, null],
    ['config.json', 10, null],
    ['dump.tar.gz', 10, null],
    ['journal.log', ATTACHMENT_LIMIT_BYTES + 1, 'size'],
    ['setup.exe', 10, 'type'],
    ['run.sh', 10, 'type'],
    ['invoice.docm', 10, 'type'],
    ['Makefile', 10, 'type'],
    ['.bashrc', 10, 'type'],
    ['huge.exe', ATTACHMENT_LIMIT_BYTES + 1, 'type'],
  ])('%s of %d bytes → %s', (name, size, problem) => {
    expect(attachmentProblem({ name, size })).toBe(problem);
  });
  it('reads the last extension in lower case', () => {
    expect(extensionOf('a.B.TXT')).toBe('.txt');
    expect(extensionOf('noext')).toBe('');
  });
});
