import { createTheme } from '@mui/material';

/**
 * Colours chosen for WCAG 2.1 AA contrast: white on primary 10:1, primary on white 10:1,
 * and the status colours darkened so white text on them reaches at least 4.5:1.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b3d6e', contrastText: '#ffffff' },
    secondary: { main: '#7a4d00', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    warning: { main: '#8a5300' },
    info: { main: '#0a5c8a' },
    success: { main: '#1e6b30' },
    text: { primary: '#1a1a1a', secondary: '#4a4a4a' },
    background: { default: '#f5f7fa' },
  },
  typography: {
    fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, system-ui, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 500 },
    h2: { fontSize: '1.5rem', fontWeight: 500 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // The vertical scrollbar is always there, so the page does not jump sideways (a layout shift of
        // everything centred) when content arrives and grows past the window. MUI's scroll lock for
        // dialogs knows this setting and hides it while a dialog is open.
        html: { overflowY: 'scroll' },
        // A clearly visible focus ring for keyboard users (text inputs show MUI's thick border instead):
        // dark blue on the light page, white inside the dark top bar; both over 10:1.
        ':focus-visible:not(input):not(textarea)': { outline: '3px solid #0b3d6e', outlineOffset: '2px' },
        'header :focus-visible:not(input):not(textarea)': { outlineColor: '#ffffff' },
      },
    },
    MuiLink: { defaultProps: { underline: 'always' } },
    // Button labels keep the spec's capitalisation ('Sign In', 'Set New Password').
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
  },
});
