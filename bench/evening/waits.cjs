// The evening's waits and its count of what a customer's page did not hear (processor.cjs).

function deferred() {
  let resolve;
  const promise = new Promise((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The changes of the timeline (after placement) and location pings the page has not heard yet. */
function unheardChanges(page, timeline) {
  const unheard = [...page.heard];
  const missing = [];
  for (const status of timeline.slice(1).map((entry) => entry.status)) {
    const at = unheard.indexOf(status);
    if (at === -1) missing.push(status);
    else unheard.splice(at, 1);
  }
  for (let n = page.locations; n < 2; n++) missing.push('location');
  return missing;
}

module.exports = { deferred, unheardChanges, within };
