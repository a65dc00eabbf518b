import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubDocumentProperty } from '../interface/browser/test-dom';
import { onWakeUp } from './wake-up';

/** A `pageshow` event, from the back/forward cache when `persisted`. */
function pageshow(persisted: boolean): Event {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}

describe('onWakeUp', () => {
  const lifetimes: AbortController[] = [];
  afterEach(() => {
    lifetimes.forEach((lifetime) => lifetime.abort());
    vi.restoreAllMocks();
  });

  function listen() {
    const wakeUp = vi.fn();
    const lifetime = new AbortController();
    lifetimes.push(lifetime);
    onWakeUp(wakeUp, lifetime.signal);
    return { wakeUp, lifetime };
  }

  it('wakes up when the tab shows again, not when it turns hidden', () => {
    const { wakeUp } = listen();
    stubDocumentProperty('hidden', true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(wakeUp).not.toHaveBeenCalled();
    stubDocumentProperty('hidden', false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(wakeUp).toHaveBeenCalledWith(false);
  });

  it('wakes up back from the back/forward cache, but not at the pageshow of a plain load', () => {
    const { wakeUp } = listen();
    stubDocumentProperty('hidden', false);
    dispatchEvent(pageshow(false));
    expect(wakeUp).not.toHaveBeenCalled();
    dispatchEvent(pageshow(true));
    expect(wakeUp).toHaveBeenCalledWith(true);
  });

  it('stops listening once its signal aborts', () => {
    const { wakeUp, lifetime } = listen();
    lifetime.abort();
    stubDocumentProperty('hidden', false);
    document.dispatchEvent(new Event('visibilitychange'));
    dispatchEvent(pageshow(true));
    expect(wakeUp).not.toHaveBeenCalled();
  });
});
