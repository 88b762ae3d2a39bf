// What every sandbox iframe page (the card form, the test wallet) says to the web app around it
// (docs/decisions/030, 050), and how it calls the sandbox's API: a classic script, loaded before
// the page's own, that sets window.parkingSandboxFrame. The parent is the web app on our own origin (frame-ancestors
// 'self'); the frame's own origin is opaque, but its URL's origin is the parent's.
window.parkingSandboxFrame = (() => {
  const SOURCE = 'parking-sandbox';
  const parentOrigin = location.origin && location.origin !== 'null' ? location.origin : '*';

  function post(message) {
    window.parent.postMessage({ source: SOURCE, ...message }, parentOrigin);
  }

  /** A message of the parent for this frame: from its window, its origin, our source. */
  function fromParent(event) {
    if (event.source !== window.parent) return false;
    if (parentOrigin !== '*' && event.origin !== parentOrigin) return false;
    return Boolean(event.data) && event.data.source === SOURCE;
  }

  let lastHeight = 0;
  function postHeight() {
    // A frame its parent has not laid out yet is 0 px wide: every line wraps, a wrong height.
    if (window.innerWidth === 0) return;
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== lastHeight) {
      lastHeight = height;
      post({ type: 'resize', height });
    }
  }

  /**
   * Posts the height whenever it changes, and 'ready' once the frame has a width: the parent
   * then shows the frame at the height it will keep.
   */
  function announceReady() {
    if (typeof ResizeObserver === 'function') {
      new ResizeObserver(postHeight).observe(document.documentElement);
    }
    function postReady() {
      if (window.innerWidth === 0) return;
      window.removeEventListener('resize', postReady);
      postHeight();
      post({ type: 'ready' });
    }
    window.addEventListener('resize', postReady);
    postReady();
  }

  const API = '/api/sandbox/v1';

  /**
   * A POST of JSON to the sandbox's calls, without cookies or cache: { ok: true, json }, or
   * { ok: false, code, message } in the page's words for a network failure or a refusal.
   */
  async function callApi(path, body, words) {
    let response;
    try {
      response = await fetch(`${API}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch {
      return { ok: false, code: 'network', message: words.network };
    }
    const json = await response.json().catch(() => ({}));
    if (!response.ok) return { ok: false, code: 'card_error', message: words.failed };
    return { ok: true, json };
  }

  return { post, fromParent, postHeight, announceReady, callApi };
})();
