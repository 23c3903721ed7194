import { expect } from '@open-wc/testing';
import { parseAllowedOrigins } from './origins';

const message = (input: unknown): string => {
  try {
    parseAllowedOrigins(input);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`parseAllowedOrigins accepted ${JSON.stringify(input)}`);
};

describe('parseAllowedOrigins', () => {
  it('normalises each entry to its origin and drops duplicates', () => {
    const origins = parseAllowedOrigins(['https://Editor.Example/some/path?q=1', 'http://localhost:8080/', 'https://editor.example:443']);
    expect([...origins]).to.deep.equal(['https://editor.example', 'http://localhost:8080']);
  });

  it('reads a space-separated string, any whitespace between entries', () => {
    expect([...parseAllowedOrigins('  https://a.example\thttp://b.example:81\n ')]).to.deep.equal(['https://a.example', 'http://b.example:81']);
  });

  it('refuses wildcards, non-strings, non-URLs and non-http schemes, naming the entry', () => {
    expect(message(['*'])).to.equal('allowedOrigins: "*" is not an origin (no wildcards)');
    expect(message('https://a.example *')).to.contain('"*"');
    expect(message([42])).to.equal('allowedOrigins: 42 is not an origin (no wildcards)');
    expect(message(['editor.example'])).to.equal('allowedOrigins: "editor.example" is not an origin like https://editor.example');
    expect(message(['file:///tmp/x'])).to.equal('allowedOrigins: "file:///tmp/x" is not an http(s) origin');
    expect(message(['javascript:alert(1)'])).to.contain('is not an http(s) origin');
    expect(message(['data:text/html,x'])).to.contain('is not an http(s) origin');
  });

  it('refuses an empty list and anything that is not a list or a string', () => {
    expect(message([])).to.equal('allowedOrigins is empty: name at least one editor origin');
    expect(message('   ')).to.equal('allowedOrigins is empty: name at least one editor origin');
    for (const input of [undefined, null, 7, { 0: 'https://a.example' }]) {
      expect(message(input)).to.equal('allowedOrigins must be an array of origins or a space-separated string');
    }
  });
});
