/** Public surface of the command palette feature: the shell renders the keyboard layer and the header button. */
export { CommandPalette } from './command-palette.tsx';
export { PaletteButton } from './palette-button.tsx';
