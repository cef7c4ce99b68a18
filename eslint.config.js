import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: 'error',
    },
  },
  {
    // Plain JavaScript config files are outside the TypeScript projects.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Only the main-process IPC module and the preload may touch Electron's IPC objects.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main/ipc/**', 'src/preload/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportSpecifier[imported.name=/^(ipcMain|ipcRenderer|contextBridge)$/]',
          message: 'Only src/main/ipc and src/preload may use Electron IPC.',
        },
        {
          // The same objects reached through a namespace or default import.
          selector: 'MemberExpression[property.name=/^(ipcMain|ipcRenderer|contextBridge)$/]',
          message: 'Only src/main/ipc and src/preload may use Electron IPC.',
        },
      ],
    },
  },
  {
    // Electron stays in the shell, the IPC registration and the preload; everything else runs
    // in plain Node and behind the browser preview. `depcruise` (npm run lint) checks the same.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main/index.ts', 'src/main/shell/**', 'src/main/ipc/**', 'src/preload/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['electron'] }],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['src/sandbox/cli.ts', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
