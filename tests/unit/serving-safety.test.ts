import {test} from 'node:test';
import assert from 'node:assert/strict';
import {jsonForScript} from '../../src/utils/jsonForScript';

test('JSON-LD cannot end its <script> element: a title holding </script> stays data', () => {
  const title = 'Install </script><script>alert(1)</script> \u2028 <!-- x';
  const text = jsonForScript({headline: title});
  assert.ok(!text.includes('<'), text);
  assert.ok(!/\u2028/.test(text));
  assert.deepEqual(JSON.parse(text), {headline: title});
});
