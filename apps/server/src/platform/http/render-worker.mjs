// A storefront render thread (web-render.ts, issue 16): loads the storefront's server bundle and
// renders the pages the main thread sends it, one at a time (the bundle keeps the language, the
// stores and the API headers per thread). The page's API calls and its merchant's origin are asked
// of the main thread, which answers them with its own routes, caches and database. Plain JavaScript:
// the same file runs from the source tree (tests) and beside the bundled server (dist/).
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const entry = await import(pathToFileURL(workerData.entryFile).href);

/** Questions to the main thread waiting for their answer, by id. */
const asked = new Map();
let nextQuestion = 0;

function ask(question) {
  const id = nextQuestion++;
  return new Promise((resolve, reject) => {
    asked.set(id, { resolve, reject });
    parentPort.postMessage({ ...question, id });
  });
}

function headersOf(init) {
  const headers = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  return headers;
}

async function render({ page, url, hostname }) {
  return entry.render({
    url,
    hostname,
    api: async (path, init) => {
      const body = typeof init.body === 'string' ? init.body : undefined;
      const answer = await ask({
        type: 'api',
        page,
        path,
        method: init.method ?? 'GET',
        headers: headersOf(init),
        body,
      });
      return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
    },
    originOf: (businessNumber) => ask({ type: 'origin', page, businessNumber }),
  });
}

parentPort.on('message', (message) => {
  if (message.type === 'answer') {
    const question = asked.get(message.id);
    asked.delete(message.id);
    if (message.error === undefined) question?.resolve(message.value);
    else question?.reject(new Error(message.error));
    return;
  }
  if (message.type === 'render') {
    render(message).then(
      (result) => parentPort.postMessage({ type: 'rendered', page: message.page, result }),
      (err) => parentPort.postMessage({ type: 'rendered', page: message.page, error: String(err?.stack ?? err) }),
    );
  }
});
parentPort.postMessage({ type: 'ready' });
