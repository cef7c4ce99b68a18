import { sep } from 'node:path';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** A chunk's file and every chunk it imports statically, transitively. */
function withStaticImports(bundle: Bundle, fileName: string, into: Set<string>): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

/**
 * Adds `<link rel="modulepreload">` to the page for the chunks of the screens the app can open
 * on, and their stylesheets, (the welcome screen, and Search once an account exists). Without it a screen's chunks
 * are asked for only once the entry is evaluated and the accounts are read, one round trip
 * after another; with it they are fetched and compiled while the entry still loads, and
 * showing the screen costs only its evaluation.
 *
 * `modules` are paths of the screens' entry modules, relative to the project.
 */
export function firstScreenPreload(modules: readonly string[]): Plugin {
  const wanted = modules.map((path) => path.split('/').join(sep));
  return {
    name: 'domaindesk-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const { bundle, chunk: entry } = context;
        if (bundle === undefined || entry === undefined) return [];
        const already = withStaticImports(bundle, entry.fileName, new Set());
        const files = new Set<string>();
        for (const chunk of Object.values(bundle)) {
          const id = chunk.type === 'chunk' ? chunk.facadeModuleId : null;
          if (id === null || !wanted.some((path) => id.endsWith(path))) continue;
          withStaticImports(bundle, chunk.fileName, files);
        }
        const scripts = [...files].filter((file) => !already.has(file));
        // Their styles (a few kB, class names of their own) come with the page's stylesheet:
        // Vite's loader then finds them there instead of fetching them before the screen.
        const styles = scripts.flatMap((file) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        const link = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `./${file}` },
          injectTo: 'head',
        });
        return [
          ...scripts.map((file) => link('modulepreload', file)),
          ...styles.map((file) => link('stylesheet', file)),
        ];
      },
    },
  };
}
