/**
 * A generated logo for a project's balena.yml (`assets.logo.data.url`): an SVG tile with the name's
 * initial, as a data URL. The seed's release contracts and the code-host double's projects use it;
 * a data URL keeps the image same-origin under the dashboard's image policy.
 */
export const projectLogo = (name: string): string =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#2a506f"/><text x="32" y="42" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">${name.charAt(0).toUpperCase()}</text></svg>`,
  )}`;
