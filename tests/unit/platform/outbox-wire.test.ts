/**
 * The outbox's wire form, as the EventBridge Pipe and the local relay both build it from a stream
 * record: the Pipe's filter keeps new outbox items only, and its template turns the item back into
 * the exact detail that was written, whatever characters it holds.
 */
import { describe, expect, it } from 'vitest';
import { OUTBOX_DETAIL_TEMPLATE, OUTBOX_DETAIL_TYPE_PATH, OUTBOX_ITEM_TYPE, OUTBOX_STREAM_FILTER, isOutboxWire, openEnvelope } from '../../../functions/lib/event-outbox';
import { fillTemplate, matchesPattern, readPath } from '../../../infra/local/relay';
import { localEnvelope } from '../../../infra/local/bus';

const detail = { email: 'zoë@example.com', name: 'Zoë "Z" O\'Brien', message: 'Line one\nline two \\ 東京 ☕', n: 3 };
const record = (eventName: string, type: string) => ({
  eventName,
  dynamodb: {
    SequenceNumber: '000000000000000000042',
    NewImage: { pk: { S: 'OUTBOX#ev_1' }, type: { S: type }, outboxId: { S: 'ev_1' }, detailType: { S: 'contact.received' }, payload: { S: JSON.stringify(detail) } },
  },
});

describe('outbox wire form', () => {
  it('the filter keeps inserted outbox items and nothing else', () => {
    expect(matchesPattern(OUTBOX_STREAM_FILTER, record('INSERT', OUTBOX_ITEM_TYPE))).toBe(true);
    expect(matchesPattern(OUTBOX_STREAM_FILTER, record('REMOVE', OUTBOX_ITEM_TYPE))).toBe(false);
    expect(matchesPattern(OUTBOX_STREAM_FILTER, record('MODIFY', OUTBOX_ITEM_TYPE))).toBe(false);
    expect(matchesPattern(OUTBOX_STREAM_FILTER, record('INSERT', 'Reservation'))).toBe(false);
    expect(matchesPattern(OUTBOX_STREAM_FILTER, { eventName: 'INSERT' })).toBe(false);
  });

  it('the template gives back the written detail and its outbox id', () => {
    const r = record('INSERT', OUTBOX_ITEM_TYPE);
    expect(readPath(OUTBOX_DETAIL_TYPE_PATH, r)).toBe('contact.received');
    const wire = JSON.parse(fillTemplate(OUTBOX_DETAIL_TEMPLATE, r));
    expect(isOutboxWire(wire)).toBe(true);
    const opened = openEnvelope(localEnvelope('contact.received', wire, 'bus-id'));
    expect(opened.id).toBe('ev_1');
    expect(opened.detail).toEqual(detail);
  });

  it('an envelope that is not in wire form is used as it is', () => {
    const plain = localEnvelope('contact.received', detail as never, 'replay-1');
    expect(openEnvelope(plain)).toBe(plain);
    expect(isOutboxWire({ outboxId: 'x', payload: '{}', extra: 1 })).toBe(false);
  });
});
