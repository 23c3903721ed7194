import { renderToString, type RenderToStringOptions } from '@builder.io/qwik/server';
import { App } from './root';

// The page, rendered once at build time (as a static Qwik site is): the runtime's one tag in the head.
export default function render(options: RenderToStringOptions) {
  return renderToString(
    <>
      <head>
        <meta charset="utf-8" />
        <title>Qwik vendor page</title>
        <style>{'body { margin: 0; font: 16px/1.5 sans-serif; } main { padding: 24px; } .card { border: 1px solid #ccc; padding: 12px; margin: 12px 0; }'}</style>
        <script src="../node_modules/visual-editing-runtime/dist/runtime.umd.js" data-allowed-origins="{{EDITOR_ORIGIN}}"></script>
      </head>
      <body>
        <App />
      </body>
    </>,
    { ...options, containerTagName: 'html', containerAttributes: { lang: 'en' } },
  );
}
