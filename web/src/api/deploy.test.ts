/** The deploy-with panel's parsing (spec 02 §5 "Only {host} repository URLs are handled", balena.yml contract). */
import { describe, expect, it } from 'vitest';
import { parseRepoUrl, projectOf } from './deploy.ts';

describe('parseRepoUrl', () => {
  it('takes owner and name from GitHub repository URLs only', () => {
    expect(parseRepoUrl('https://github.com/acme/kiosk-displays')).toEqual({ owner: 'acme', repo: 'kiosk-displays' });
    expect(parseRepoUrl('https://github.com/acme/kiosk-displays.git')).toEqual({
      owner: 'acme',
      repo: 'kiosk-displays',
    });
    expect(parseRepoUrl('https://github.com/acme/kiosk.displays/tree/main')).toEqual({
      owner: 'acme',
      repo: 'kiosk.displays',
    });
    expect(parseRepoUrl('https://gitlab.com/acme/kiosk')).toBeNull();
    expect(parseRepoUrl('https://github.com/acme')).toBeNull();
  });
});

describe('projectOf', () => {
  it('reads name, author, description, logo and default device type', async () => {
    const yaml =
      'name: Kiosk\nauthor: Acme\ndescription: Full-screen browser\nassets:\n  logo:\n    type: blob.asset\n    data:\n      url: https://example.com/logo.png\ndata:\n  defaultDeviceType: intel-nuc\n';
    expect(await projectOf(yaml)).toEqual({
      name: 'Kiosk',
      author: 'Acme',
      description: 'Full-screen browser',
      logo: 'https://example.com/logo.png',
      defaultDeviceType: 'intel-nuc',
    });
  });

  it('rejects a contract without a name or that does not parse', async () => {
    expect(await projectOf('description: nameless\n')).toBeNull();
    expect(await projectOf('name: [unclosed\n')).toBeNull();
    expect(await projectOf('just text')).toBeNull();
  });
});
