/** Turns a `?token=` sign-in link into a stored member session, once; the token leaves the address at once. */
import { useEffect, useState } from 'react';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { saveMemberSession, useUrlToken } from '../../../lib/member-session';
import { ACCESS_MESSAGES } from '@/domain/member/rules';
import { validateOnce } from '../api/member-api';
import { ruleMessage } from '../rule-messages';

export type LinkSignIn = { kind: 'none' } | { kind: 'validating' } | { kind: 'done'; next?: string } | { kind: 'error'; message: string };

export function useLinkSignIn(): LinkSignIn {
  const token = useUrlToken();
  const [state, setState] = useState<LinkSignIn>(token ? { kind: 'validating' } : { kind: 'none' });
  useEffect(() => {
    if (!token) return;
    let live = true;
    validateOnce(token)
      .then((r) => {
        if (!live) return;
        if (r.success && r.data) {
          saveMemberSession(r.data);
          setState({ kind: 'done', next: r.data.next });
        } else setState({ kind: 'error', message: r.error ?? ruleMessage(ACCESS_MESSAGES.invalidToken) });
      })
      .catch((e: unknown) => live && setState({ kind: 'error', message: e instanceof ApiError ? e.message : NETWORK_ERROR }));
    return () => {
      live = false;
    };
  }, [token]);
  return state;
}
