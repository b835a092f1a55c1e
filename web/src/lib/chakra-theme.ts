// Chakra's theme (its recipes, tokens and global styles), a module of its own: the app's entry (main.tsx) runs it in
// a task before the one that builds the style system from it (system.ts), as each takes tens of milliseconds.
export { defaultThemeConfig } from '@chakra-ui/react/theme';
