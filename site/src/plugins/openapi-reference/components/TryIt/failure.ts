import { translate } from '@docusaurus/Translate';
import type { Failure } from './request';

/** What a reader is told when a request got no answer: what is known, and what to check. */
export function failureMessage(server: string, failure: Failure): string {
  switch (failure.kind) {
    case 'timeout':
      return translate(
        {
          id: 'openapi.tryIt.failure.timeout',
          message:
            'No answer from {server} within {seconds} s: the request timed out. The server may be busy, or something on the way drops the connection.',
        },
        { server, seconds: failure.seconds },
      );
    case 'cors':
      return translate(
        {
          id: 'openapi.tryIt.failure.cors',
          message:
            '{server} answered, but its CORS policy does not let this page ({origin}) read the answer. The server must allow this origin: for the sandbox, add it to QUERY_API_CORS_ORIGINS (npm start does it for you).',
        },
        { server, origin: failure.origin },
      );
    case 'refused':
      return translate(
        {
          id: 'openapi.tryIt.failure.refused',
          message:
            'Nothing answered at {server}: the connection was refused or the host name is unknown. Check the address, and that the server is running.',
        },
        { server },
      );
    case 'tls-or-refused':
      return translate(
        {
          id: 'openapi.tryIt.failure.tls',
          message:
            'Could not connect securely to {server}: either the connection was refused or the TLS handshake failed (an untrusted or expired certificate, for example). The browser does not say which; open the address in a tab to see.',
        },
        { server },
      );
    case 'mixed-content':
      return translate(
        {
          id: 'openapi.tryIt.failure.mixedContent',
          message:
            'This page is served over https, so the browser does not let it call {server} over plain http. Use the https address of the server.',
        },
        { server },
      );
    case 'invalid-url':
      return translate(
        { id: 'openapi.tryIt.failure.invalidUrl', message: '{server} is not a valid address.' },
        { server },
      );
  }
}
