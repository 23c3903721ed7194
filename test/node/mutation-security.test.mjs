// Requests the mutation server must refuse: each answers its status with a reason, and writes
// nothing (every file of the copied site hashes the same before and after). Plus CORS, read-only
// mode, the session file, one writer per checkout, and lookups.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyProject, elementAt, hashSite, localFetch, lookups, mutate, post, read, redo, removeProject, startApi, undo } from './helpers/editing.mjs';

const EDITOR = 'https://editor.example';
let root;
let ctx;
let title;

/** A raw HTTP request (fetch cannot set Host, stream a chunked body, or send some headers). */
function rawRequest(port, { method = 'POST', path, headers = {}, body, chunks }) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, json: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    if (chunks) {
      let i = 0;
      const next = () => {
        if (i++ >= chunks.count) return req.end();
        if (req.write(chunks.chunk)) setImmediate(next);
        else req.once('drain', next);
      };
      next();
    } else {
      req.end(body);
    }
  });
}

const stylingBody = (styling = { color: 'red' }) => ({ reactElement: title, styling, stylingFramework: 'CSS', modifiers: [], customProperties: [] });

/** Asserts the answer and that the copy did not change. */
async function expectRefusal(send, status, error) {
  const hashes = hashSite(root);
  const result = await send();
  assert.equal(result.status, status, JSON.stringify(result.json));
  if (error instanceof RegExp) assert.match(result.json.error, error);
  else assert.equal(result.json.error, error);
  assert.notEqual(result.headers.get?.('access-control-allow-origin') ?? result.headers['access-control-allow-origin'], '*');
  assert.deepEqual(hashSite(root), hashes, 'nothing was written');
  return result;
}

describe('the mutation server refuses what it must', () => {
  before(async () => {
    root = copyProject();
    ctx = await startApi(root, { editorOrigins: [EDITOR] });
    title = elementAt(root, 'site/components/CardGrid.tsx', '<h3 className="card__title"');
  });
  after(async () => {
    await ctx.close();
    removeProject(root);
  });

  describe('who', () => {
    it('no token: 401', async () => {
      const result = await expectRefusal(
        () => localFetch(`${ctx.base}/parseAndMutate/mutate/styling`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-change-item-id': crypto.randomUUID() }, body: JSON.stringify(stylingBody()) }).then(async (r) => ({ status: r.status, json: await r.json(), headers: r.headers })),
        401,
        'Missing token: send "Authorization: Bearer <token>" with the token this server made at start (in .editing/session.json of the project).',
      );
      assert.equal(result.headers.get('www-authenticate'), 'Bearer');
    });

    it('wrong token, and a token of another scheme: 401', async () => {
      await expectRefusal(() => mutate({ ...ctx, token: `${ctx.token.slice(0, -1)}x` }, 'styling', stylingBody()), 401, /^Wrong token: send "Authorization: Bearer <token>"/);
      await expectRefusal(() => post(ctx, 'parseAndMutate/mutate/styling', stylingBody(), { headers: { authorization: `Basic ${ctx.token}` } }), 401, /^Wrong token/);
      await expectRefusal(() => lookups({ ...ctx, token: 'nope' }).then((r) => ({ ...r, headers: new Headers() })), 401, /^Wrong token/);
    });

    it('a foreign Origin: 403, and no CORS header for it', async () => {
      const result = await expectRefusal(
        () => post(ctx, 'parseAndMutate/mutate/styling', stylingBody(), { headers: { origin: 'https://evil.example' } }),
        403,
        `The origin https://evil.example is not an allowed editor origin (allowed: ${ctx.origin} ${EDITOR}; set EDITOR_ORIGINS to add one).`,
      );
      assert.equal(result.headers.get('access-control-allow-origin'), null);
    });

    it('Origin: null: 403', async () => {
      await expectRefusal(() => post(ctx, 'parseAndMutate/mutate/styling', stylingBody(), { headers: { origin: 'null' } }), 403, 'Requests with "Origin: null" (sandboxed frames, file: pages) are refused; call from an allowed editor origin.');
    });

    it('a foreign Host (DNS rebinding): 403, even with the right token', async () => {
      for (const host of [`evil.example:${ctx.port}`, `attacker.localhost:${ctx.port}`, `127.0.0.1.evil.example`, `localhost:${ctx.port}`, `[::1]:${ctx.port}`, `preview.dev.localhost:${ctx.port}`, `editor.localhost.evil.example`]) {
        await expectRefusal(
          () => rawRequest(ctx.port, { path: '/api/canvases/site/parseAndMutate/mutate/styling', headers: { host, authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json', 'x-change-item-id': crypto.randomUUID() }, body: JSON.stringify(stylingBody()) }),
          403,
          new RegExp(`^The Host header "${host.replace(/[.[\]]/g, '\\$&')}" does not name the editing API of this server \\(it answers on editor\\.localhost only\\)\\.$`),
        );
      }
      const ok = await rawRequest(ctx.port, { method: 'GET', path: '/api/canvases/site/lookups', headers: { host: `editor.localhost:${ctx.port}`, authorization: `Bearer ${ctx.token}` } });
      assert.equal(ok.status, 200);
    });

    it('CORS: an allowed editor origin is named (never *), preflights answer for it only', async () => {
      const result = await lookups(ctx, { origin: EDITOR });
      assert.equal(result.status, 200);
      const response = await localFetch(`${ctx.base}/lookups`, { headers: { authorization: `Bearer ${ctx.token}`, origin: EDITOR } });
      assert.equal(response.headers.get('access-control-allow-origin'), EDITOR);
      assert.equal(response.headers.get('vary'), 'Origin');
      const preflight = await localFetch(`${ctx.base}/parseAndMutate/mutate/styling`, { method: 'OPTIONS', headers: { origin: EDITOR, 'access-control-request-method': 'POST' } });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get('access-control-allow-origin'), EDITOR);
      assert.equal(preflight.headers.get('access-control-allow-methods'), 'GET, POST');
      assert.equal(preflight.headers.get('access-control-allow-headers'), 'Authorization, Content-Type, x-change-item-id, x-renderings, x-page-path, x-editor-tab');
      const foreign = await localFetch(`${ctx.base}/parseAndMutate/mutate/styling`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
      assert.equal(foreign.status, 403);
      assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    });

    it('session.json holds the token for local scripts, owner-only', () => {
      const session = JSON.parse(read(root, '.editing/session.json'));
      assert.deepEqual(session, { token: ctx.token, canvasId: 'site', apiBase: `${ctx.origin}/api/`, previewOrigin: `http://preview.dev.localhost:${ctx.port}` });
      assert.match(session.token, /^[A-Za-z0-9_-]{43}$/);
      assert.equal(execFileSync('stat', ['-c', '%a', join(root, '.editing/session.json')], { encoding: 'utf8' }).trim(), '600');
      assert.equal(execFileSync('stat', ['-c', '%a', join(root, '.editing')], { encoding: 'utf8' }).trim(), '700');
    });
  });

  describe('where', () => {
    it('unknown canvas, operation, activity and path: 404; a wrong method: 405', async () => {
      await expectRefusal(() => post({ ...ctx, base: `${ctx.origin}/api/canvases/other` }, 'parseAndMutate/mutate/styling', stylingBody()), 404, 'Unknown canvas "other"; this server edits one canvas, "site".');
      await expectRefusal(
        () => mutate(ctx, 'deleteEverything', {}),
        404,
        'Unknown operation "deleteEverything"; the operations are styling, addJsxElement, moveJsxElement, removeJsxElement, changePropValue, wrapInDiv, duplicate, changeElementTag, addClass, removeClass, editText, styleRule.',
      );
      await expectRefusal(() => post(ctx, 'parseAndMutate/activities/rewind', {}), 404, 'Unknown activity "rewind"; the activities are undoChangeToFiles, redoChangeToFiles.');
      await expectRefusal(() => post(ctx, '../../etc/passwd', {}), 404, /^No API endpoint at \/api\/etc\/passwd\. The endpoints are GET \/api\/canvases\/site\/lookups/);
      const wrongMethod = await localFetch(`${ctx.base}/parseAndMutate/mutate/styling`, { headers: { authorization: `Bearer ${ctx.token}` } });
      assert.equal(wrongMethod.status, 405);
      assert.equal(wrongMethod.headers.get('allow'), 'POST');
      assert.deepEqual(await wrongMethod.json(), { error: '/api/canvases/site/parseAndMutate/mutate/styling answers POST only.' });
    });

    it('an unknown codebase id: 404', async () => {
      const result = await expectRefusal(
        () => mutate(ctx, 'styling', { ...stylingBody(), reactElement: { codebaseId: 'tempo-00000000-0000-5000-8000-000000000000' } }),
        404,
        'This element is no longer in the site’s source: the page changed since the preview loaded it. Reload the preview and select it again.',
      );
      assert.equal(result.json.details, "reactElement: no element of the site's source has the codebase id tempo-00000000-0000-5000-8000-000000000000 (GET …/lookups lists the current ids).");
    });
  });

  describe('what', () => {
    it('malformed JSON, a non-JSON content type, a body that is not an object: 400', async () => {
      await expectRefusal(() => post(ctx, 'parseAndMutate/mutate/styling', null, { raw: '{"reactElement": ' }), 400, /^The body is not valid JSON \(/);
      await expectRefusal(() => post(ctx, 'parseAndMutate/mutate/styling', null, { raw: 'reactElement=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 400, 'The body must be JSON with the header Content-Type: application/json (got "application/x-www-form-urlencoded").');
      await expectRefusal(() => mutate(ctx, 'styling', [1, 2]), 400, 'The body must be a JSON object, got [1,2].');
    });

    it('missing, mistyped and unknown fields: 400 naming the field (a request never names a path)', async () => {
      const cases = [
        [{ ...stylingBody(), reactElement: undefined }, 'reactElement must be a JSON object, got undefined.'],
        [{ ...stylingBody(), reactElement: { codebaseId: '<img src=x onerror=alert(1)>' } }, 'reactElement.codebaseId must be a codebase id (letters, digits, "-" and "_", like "tempo-…"), got "<img src=x onerror=alert(1)>".'],
        [{ ...stylingBody(), stylingFramework: 'BOLD' }, 'stylingFramework must be "INLINE", "CSS", "TAILWIND" or null, got "BOLD".'],
        [{ ...stylingBody(), modifiers: ['evil'] }, 'modifiers contains "evil", which is not a modifier this server writes: use hover, required, focus, active, invalid, disabled (pseudo-classes) or sm, md, lg, xl, 2xl, max-sm, max-md, max-lg, max-xl, max-2xl (screen sizes).'],
        [{ ...stylingBody(), modifiers: ['max-3xl'] }, 'modifiers contains "max-3xl", which is not a modifier this server writes: use hover, required, focus, active, invalid, disabled (pseudo-classes) or sm, md, lg, xl, 2xl, max-sm, max-md, max-lg, max-xl, max-2xl (screen sizes).'],
        [{ ...stylingBody(), modifiers: ['sm', 'lg'] }, 'modifiers names two screen sizes ("sm" and "lg"); send one of sm, md, lg, xl, 2xl, max-sm, max-md, max-lg, max-xl, max-2xl.'],
        [{ ...stylingBody(), modifiers: ['md', 'hover', 'max-md'] }, 'modifiers names two screen sizes ("md" and "max-md"); send one of sm, md, lg, xl, 2xl, max-sm, max-md, max-lg, max-xl, max-2xl.'],
        [{ ...stylingBody(), customProperties: 'x' }, 'customProperties must be an array, got "x".'],
        [{ ...stylingBody(), file: '../../etc/passwd' }, 'The body has an unknown field "file"; it takes reactElement, styling, stylingFramework, modifiers, customProperties, scope, renderedIn, context.'],
        [{ ...stylingBody(), styling: {} }, 'styling is empty; set or unset (null) at least one CSS property.'],
        [{ ...stylingBody(), styling: { color: 5 } }, 'styling["color"] must be a string or null, got 5.'],
      ];
      for (const [body, error] of cases) await expectRefusal(() => mutate(ctx, 'styling', body), 400, error);
      await expectRefusal(() => mutate(ctx, 'editText', { element: title, newText: 7, oldText: null }), 400, 'newText must be a string, got 7.');
      await expectRefusal(() => mutate(ctx, 'removeJsxElement', { elementsToRemove: [] }), 400, 'elementsToRemove is empty; name at least one element.');
      await expectRefusal(() => mutate(ctx, 'duplicate', { reactElements: [title, title] }), 400, `reactElements names ${title.codebaseId} twice; name each element once.`);
      await expectRefusal(() => undo(ctx, 'not-a-uuid'), 400, 'latestUuid must be a change item\'s id (a uuid like 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed), got "not-a-uuid".');
    });

    it('dangerous values: prototype and handler props, code addresses, unsafe tags, direction controls, half characters, deep nesting, bytes that are no UTF-8: 400', async () => {
      const link = { elementToModify: title };
      await expectRefusal(() => mutate(ctx, 'changePropValue', { ...link, propName: '__proto__', propValue: 'x' }), 400, /^“__proto__” is not an attribute/);
      await expectRefusal(() => mutate(ctx, 'changePropValue', { ...link, propName: 'constructor', propValue: 'x' }), 400, /^“constructor” is not an attribute/);
      await expectRefusal(() => mutate(ctx, 'changePropValue', { ...link, propName: 'onclick', propValue: 'alert(1)' }), 400, /^“onclick” is an event handler/);
      for (const address of ['javascript:alert(document.domain)', ' JaVa\tScRiPt:alert(1)', 'vbscript:x', 'data:text/html,<script>x</script>']) {
        await expectRefusal(() => mutate(ctx, 'changePropValue', { ...link, propName: 'href', propValue: address }), 400, /^A link destination cannot/);
      }
      for (const tag of ['script', 'iframe', 'object', 'embed', 'style']) {
        await expectRefusal(() => mutate(ctx, 'changeElementTag', { elementToModify: title, newTag: tag }), 400, `newTag: <${tag}> is not written from the editor: it runs script, loads another document, or changes the whole page. Put it in the component's code.`);
      }
      // Trojan Source: the override makes code read differently from what it does.
      await expectRefusal(() => mutate(ctx, 'editText', { element: title, newText: 'Price \u202e)1(trela', oldText: null }), 400, /^newText: The text holds the invisible direction control U\+202E \(at character 7\)/);
      await expectRefusal(() => mutate(ctx, 'editText', { element: title, newText: 'isolate \u2066x\u2069', oldText: null }), 400, /direction control U\+2066/);
      // A lone surrogate, as JSON sends it: it would be written as U+FFFD.
      await expectRefusal(() => post(ctx, 'parseAndMutate/mutate/editText', null, { raw: `{"element":${JSON.stringify(title)},"newText":"half \\ud800","oldText":null}` }), 400, /^newText: The text holds half of a character/);
      // Nesting far beyond any request (it used to overflow the stack: 500).
      const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
      await expectRefusal(() => post(ctx, 'parseAndMutate/mutate/styling', null, { raw: `{"reactElement":${JSON.stringify(title)},"styling":{"color":${deep}}}` }), 400, /^The body nests deeper than 32 levels/);
      // Bytes that are no UTF-8 (0xff): not silently U+FFFD.
      const bytes = Buffer.concat([Buffer.from(`{"element":${JSON.stringify(title)},"newText":"bad `), Buffer.from([0xff]), Buffer.from('","oldText":null}')]);
      await expectRefusal(() => post(ctx, 'parseAndMutate/mutate/editText', null, { raw: bytes }), 400, 'The body is not valid UTF-8; send JSON encoded as UTF-8.');
    });

    it('X-Change-Item-Id missing or not a uuid, malformed hints: 400', async () => {
      await expectRefusal(
        () => post(ctx, 'parseAndMutate/mutate/styling', stylingBody(), { headers: { 'x-change-item-id': undefined } }),
        400,
        "The header X-Change-Item-Id is missing; send the change item's id (a uuid), which names the change for undo and redo.",
      );
      await expectRefusal(() => post(ctx, 'parseAndMutate/mutate/styling', stylingBody(), { changeItemId: 'abc' }), 400, 'The header X-Change-Item-Id must be a change item\'s id (a uuid like 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed), got "abc".');
      await expectRefusal(() => post(ctx, 'parseAndMutate/mutate/styling', stylingBody(), { headers: { 'x-renderings': 'many' } }), 400, 'The header X-Renderings must be a whole number of elements (0 to 999999), got "many".');
      await expectRefusal(() => post(ctx, 'parseAndMutate/mutate/styling', stylingBody(), { headers: { 'x-page-path': 'javascript:alert(1)' } }), 400, 'The header X-Page-Path must be a page path like "/privacy-policy", got "javascript:alert(1)".');
    });

    it('a body over 1 MiB: 413, with or without Content-Length', async () => {
      const big = JSON.stringify({ ...stylingBody(), customProperties: ['x'.repeat(1024 * 1024)] });
      await expectRefusal(() => post(ctx, 'parseAndMutate/mutate/styling', null, { raw: big }), 413, 'The body is larger than 1 MiB; send a smaller request.');
      await expectRefusal(
        () => rawRequest(ctx.port, { path: '/api/canvases/site/parseAndMutate/mutate/styling', headers: { host: `editor.localhost:${ctx.port}`, authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json', 'x-change-item-id': crypto.randomUUID(), 'transfer-encoding': 'chunked' }, chunks: { chunk: 'x'.repeat(64 * 1024), count: 20 } }),
        413,
        'The body is larger than 1 MiB; send a smaller request.',
      );
    });

    it('CSS values and names that could close a rule or open a comment: 400', async () => {
      const values = [
        ['red; } body { display: none', 'contains a ";" (it would end the declaration)'],
        ['red }', 'contains a "}" (it would close the rule)'],
        ['x { y', 'contains a "{" (it would open a block)'],
        ['</style><script>alert(1)</script>', 'contains a "<" (markup has no place in a CSS value)'],
        ['red /* x', 'contains a "/*" (it would open a comment)'],
        ['"unclosed', 'has an unclosed " quote'],
        ['url(a', 'has an unclosed "("'],
        ['a)', 'has an unbalanced ")"'],
        ['\\7d', 'contains a "\\" (escapes are not accepted)'],
        ['red\nblue', 'contains a line break or control character'],
      ];
      for (const [value, why] of values) {
        await expectRefusal(() => mutate(ctx, 'styling', stylingBody({ color: value })), 400, `styling["color"] ${why}; send a plain CSS value like "1rem" or "var(--accent)".`);
      }
      await expectRefusal(() => mutate(ctx, 'styling', stylingBody({ 'color;x': 'red' })), 400, 'styling: "color;x" is not a CSS property name (kebab-case like "background-color", or a custom property like "--accent").');
    });

    it('tag names with markup, class names with quotes: 400', async () => {
      const element = elementAt(root, 'site/sections/HeroSection.tsx', '<p className="eyebrow"');
      for (const newTag of ['div><script>alert(1)</script', 'Div', 'img onerror=alert(1)', '']) {
        await expectRefusal(() => mutate(ctx, 'changeElementTag', { elementToModify: element, newTag }), 400, `newTag must be a lower-case HTML or SVG tag name like "section" or "my-widget", got ${JSON.stringify(newTag)}.`);
      }
      await expectRefusal(
        () =>
          mutate(ctx, 'addJsxElement', {
            destinationElement: element,
            beforeElement: null,
            afterElement: null,
            newElement: { type: 'native', nativeTag: 'img src=x onerror=alert(1)', componentName: null, propsToSet: null },
            canvasId: 'site',
            deletedStoryboardId: null,
            fileContentsToSourceFrom: null,
            fileContentsSourceFilename: null,
            hasInstantUpdate: false,
          }),
        400,
        'newElement.nativeTag must be a lower-case HTML or SVG tag name like "section" or "my-widget", got "img src=x onerror=alert(1)".',
      );
      await expectRefusal(
        () => mutate(ctx, 'addClass', { reactElement: element, className: 'a" onclick="x', stylingFramework: null, modifiers: [], customProperties: [] }),
        400,
        'className must be one class name without spaces, quotes, backticks, backslashes, "{ } < > $ ;", at most 200 characters; got "a\\" onclick=\\"x".',
      );
      await expectRefusal(
        () => mutate(ctx, 'changePropValue', { elementToModify: element, propName: 'dangerouslySetInnerHTML', propValue: { __html: '<script>' } }),
        400,
        'propName "dangerouslySetInnerHTML" cannot be set this way: markup is never written from a request.',
      );
    });

    it('undo and redo of a file changed by hand since: a hand edit elsewhere is kept; one on the change\'s own text answers 409 with the line, writing nothing', async () => {
      const change = await mutate(ctx, 'styling', stylingBody({ color: 'var(--ink)' }));
      assert.equal(change.status, 200, JSON.stringify(change.json));
      assert.equal((await undo(ctx, change.changeItemId)).status, 200);
      const css = read(root, 'site/styles/site.css');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(join(root, 'site/styles/site.css'), css.replace('--accent: #1d4ed8;', '--accent: #1e3a8a;'));
      assert.equal((await redo(ctx, change.changeItemId)).status, 200);
      const redone = read(root, 'site/styles/site.css');
      assert.match(redone, /--accent: #1e3a8a;/);
      assert.match(redone, /color: var\(--ink\)/);
      // A person rewrites the declaration the change wrote: undoing it would overwrite theirs.
      const lines = redone.split('\n');
      const rule = /with the CSS rule (\S+) in/.exec(change.json.message)[1];
      const line = lines.findIndex((text, index) => text.trim() === 'color: var(--ink);' && lines.slice(0, index).findLastIndex((above) => above.startsWith(`${rule} {`)) > lines.slice(0, index).findLastIndex((above) => above.startsWith('}'))) + 1;
      assert.ok(line > 0, `the declaration the change wrote is in ${rule}`);
      lines[line - 1] = lines[line - 1].replace('var(--ink)', 'var(--accent)');
      writeFileSync(join(root, 'site/styles/site.css'), lines.join('\n'));
      const byHand = await expectRefusal(
        () => undo(ctx, change.changeItemId),
        409,
        /^Cannot undo ".+": the same text was changed since, by hand or by another tool, and undoing it would overwrite that; nothing was written\. Change it back by hand, or edit it again in the editor\.$/,
      );
      assert.equal(byHand.json.details, `site/styles/site.css was changed at line ${line}, where "${change.json.message}" wrote.`);
      assert.equal(read(root, 'site/styles/site.css'), lines.join('\n'));
      writeFileSync(join(root, 'site/styles/site.css'), redone);
      assert.equal((await undo(ctx, change.changeItemId)).status, 200);
      assert.equal(read(root, 'site/styles/site.css'), css.replace('--accent: #1d4ed8;', '--accent: #1e3a8a;'));
      writeFileSync(join(root, 'site/styles/site.css'), css);
      await expectRefusal(() => undo(ctx, change.changeItemId), 409, /^".+" is undone already; nothing to change\.$/);
      await expectRefusal(() => undo(ctx, crypto.randomUUID()), 409, /: no change with that id is in the edit history \(nothing to undo\)\.$/);
    });
  });

  it('mutations run one at a time: concurrent requests all land, in one history', async () => {
    const element = elementAt(root, 'site/sections/HeroSection.tsx', '<p className="eyebrow"');
    const results = await Promise.all(
      ['c1', 'c2', 'c3', 'c4', 'c5'].map((className) => mutate(ctx, 'addClass', { reactElement: element, className, stylingFramework: null, modifiers: [], customProperties: [] })),
    );
    assert.deepEqual(results.map((r) => r.status), [200, 200, 200, 200, 200]);
    const classes = /<p className="eyebrow ([^"]*)">/.exec(read(root, 'site/sections/HeroSection.tsx'))[1].split(' ');
    assert.deepEqual([...classes].sort(), ['c1', 'c2', 'c3', 'c4', 'c5']);
    const log = JSON.parse(read(root, '.editing/log.json'));
    const order = log.entries.slice(-5).map((entry) => entry.id);
    assert.deepEqual([...order].sort(), results.map((r) => r.changeItemId).sort());
    for (const id of [...order].reverse()) assert.equal((await undo(ctx, id)).status, 200);
    assert.match(read(root, 'site/sections/HeroSection.tsx'), /<p className="eyebrow">/);
  });

  it('lookups from the source: name, isComponent, staticTextContents, file and position; scopes per component', async () => {
    const { status, json } = await lookups(ctx);
    assert.equal(status, 200);
    const entries = Object.values(json.treeElementLookup);
    assert.ok(entries.length > 150);
    // Where text and attributes are written: test/node/mutation-links-text.test.mjs.
    const find = (file, opening) => {
      const { text: _text, attributes: _attributes, ...rest } = json.treeElementLookup[elementAt(root, file, opening).codebaseId];
      return rest;
    };
    assert.deepEqual(find('site/components/CardGrid.tsx', '<h3 className="card__title"'), { name: 'h3', isComponent: false, staticTextContents: true, file: 'site/components/CardGrid.tsx', line: 13, column: 11, component: 'CardGrid', classNameProp: null });
    assert.equal(find('site/sections/ProgramSection.tsx', '<span className="module__number"').staticTextContents, false, 'String(index + 1).padStart(…) is computed');
    assert.equal(find('site/App.tsx', '<a className="skip-link"').staticTextContents, true, 'JSX text');
    assert.equal(find('site/components/Footer.tsx', '<p className="site-footer__tagline"').staticTextContents, true);
    assert.equal(find('site/sections/PricingSection.tsx', '<a className={pkg.mostPopular').staticTextContents, true, 'its own text, beside a child element, is a literal');
    assert.equal(find('site/sections/PricingSection.tsx', '<p className="package__price"').staticTextContents, false, 'only child elements');
    assert.equal(find('site/components/PolicyView.tsx', '<h1>').staticTextContents, true, 'doc.title is a literal in both policies');
    const scope = json.scopeLookup['site/components/CardGrid.tsx#CardGrid'];
    assert.deepEqual(scope.codebaseIds, ['<ul', '<li', '<span', '<h3', '<p'].map((opening) => elementAt(root, 'site/components/CardGrid.tsx', opening).codebaseId));
    assert.equal(scope.name, 'CardGrid');
  });

  it('one writer per checkout: a second server on the same project is read-only and says why', async () => {
    const second = await startApi(root);
    try {
      assert.match(second.api.readOnlyReason, /^Another server \(process \d+\) edits this checkout, so this one is read-only; stop that server to edit here\.$/);
      const hashes = hashSite(root);
      const result = await mutate(second, 'styling', stylingBody());
      assert.equal(result.status, 403);
      assert.equal(result.json.error, second.api.readOnlyReason);
      assert.deepEqual(hashSite(root), hashes);
      assert.equal(JSON.parse(read(root, '.editing/session.json')).token, ctx.token, 'the writer keeps its session file');
    } finally {
      await second.close();
    }
  });
});

describe('read-only mode (EDITING=off)', () => {
  let readOnlyRoot;
  let readOnly;
  before(async () => {
    readOnlyRoot = copyProject();
    readOnly = await startApi(readOnlyRoot, { editing: false });
  });
  after(async () => {
    await readOnly.close();
    removeProject(readOnlyRoot);
  });

  it('with the token, every mutating endpoint answers 403 with the reason; without it, only 401; lookups still answer; no session file', async () => {
    const hashes = hashSite(readOnlyRoot);
    const element = elementAt(readOnlyRoot, 'site/components/CardGrid.tsx', '<h3 className="card__title"');
    const reason = 'Editing is off on this server (EDITING=off): it serves the site read-only. GET …/lookups still answers.';
    const result = await mutate(readOnly, 'styling', { reactElement: element, styling: { color: 'red' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] });
    assert.equal(result.status, 403);
    assert.equal(result.json.error, reason);
    assert.equal((await undo(readOnly, crypto.randomUUID())).json.error, reason);
    assert.equal((await redo(readOnly, crypto.randomUUID())).status, 403);
    const anonymous = await mutate({ ...readOnly, token: 'none' }, 'styling', {});
    assert.equal(anonymous.status, 401);
    assert.match(anonymous.json.error, /^Wrong token: send "Authorization: Bearer <token>"/);
    assert.equal((await lookups(readOnly)).status, 200);
    assert.deepEqual(hashSite(readOnlyRoot), hashes);
    assert.throws(() => readFileSync(join(readOnlyRoot, '.editing/session.json')), /ENOENT/);
  });
});
