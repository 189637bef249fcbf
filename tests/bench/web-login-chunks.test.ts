import { describe, expect, it } from 'vitest';
import { loginChunks } from '../../scripts/bench/web.ts';

describe('bench:web loginChunks', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'src/features/auth/pages/cli-login-page.tsx': { file: 'assets/cli-login-page.js', imports: ['_cli-only.js'] },
    '_cli-only.js': { file: 'assets/cli-only.js' },
    'src/features/auth/pages/login-page.tsx': { file: 'assets/login-page.js', imports: ['_form.js', '_react.js'] },
    '_form.js': { file: 'assets/form.js', imports: ['_form.css'] },
    '_form.css': { file: 'assets/form.css' },
  };

  it('counts the entry and the /login page chunk with their static imports, not another *login-page.tsx', () => {
    expect(loginChunks(manifest).sort()).toEqual([
      'assets/form.js',
      'assets/index.js',
      'assets/login-page.js',
      'assets/react.js',
    ]);
  });

  it('fails when the login page is missing from the manifest', () => {
    const { ['src/features/auth/pages/login-page.tsx']: _login, ...withoutLogin } = manifest;
    expect(() => loginChunks(withoutLogin)).toThrow('src/features/auth/pages/login-page.tsx missing');
  });
});
