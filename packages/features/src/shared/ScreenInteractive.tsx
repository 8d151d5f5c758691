'use client';

import { useLayoutEffect } from 'react';

/** The fields that hold typed text (a checkbox or a radio is a press, which the host's early script holds). */
const TEXT_INPUT_TYPES = new Set(['text', 'password', 'email', 'search', 'url', 'tel', 'number']);

type TypedText = ReadonlyArray<readonly [HTMLInputElement | HTMLTextAreaElement, string]>;

/**
 * The text typed into the fields of a page the server drew, before the app took it over. As React takes a drawn
 * page over, it keeps a field's text on screen but not in the app's state, which holds what the server drew
 * (the field's `defaultValue`); the next render puts that back. Read as the page's screen hydrates, before
 * any render that follows it.
 */
function textTypedBeforeStart(root: ParentNode): TypedText {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => !(field instanceof HTMLInputElement) || TEXT_INPUT_TYPES.has(field.type))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value] as const);
}

/**
 * Each field says it changed, from what the app holds to the text typed into it, as typing says it: React
 * hands the text to the field's `onChange`, and renders the change before this returns (it finishes a field's
 * change at once). Called outside React's own work, which would otherwise hold that render back.
 */
function giveTypedText(typed: TypedText) {
  for (const [field, text] of typed) {
    if (!field.isConnected) continue;
    // Set through the element's own `value` (React watches it there: it now believes the field holds what the
    // app does), then the text put back through the prototype's, which React does not watch.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Rendered beside a page's screen: once that screen has rendered, or hydrated a page the server drew, it
 * gives the app the text typed before then, marks `<html data-interactive>` and dispatches
 * `channel-countdown:interactive` on document, once per page load. The host's early script
 * (`inline/hold-early-presses.js`, written into the page) then plays the presses it held, which therefore find
 * the typed text in the app.
 */
export function ScreenInteractive() {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute('data-interactive')) return;
    const typed = textTypedBeforeStart(document);
    // Once React has finished the work this effect is part of (and any render that follows it at once).
    queueMicrotask(() => {
      if (root.hasAttribute('data-interactive')) return;
      giveTypedText(typed);
      root.setAttribute('data-interactive', '');
      document.dispatchEvent(new Event('channel-countdown:interactive'));
    });
  }, []);
  return null;
}
