// The customer data an integration may send Acme, and how each field is
// protected, for the trust center and every page that says how a field is
// sent. The keys are the selectPlacements attributes (web library reference,
// partner-experiences-v2.yaml) and the Event API identifiers; a test checks that
// every key those name is here.

/** How a field travels to Acme. */
export type Transport =
  /** Normalised and SHA-256-hashed by the web library or SDK on the customer's device. */
  | 'hashedOnDevice'
  /** A SHA-256 hash the integration computed before sending. */
  | 'hashedBySender'
  /** The value itself, over TLS. */
  | 'clearText';

/** What Acme keeps of it. */
export type Storage =
  /** Stored as received (a hash or an order detail), encrypted at rest. */
  | 'stored'
  /** Hashed with SHA-256 on arrival; the value itself is discarded. */
  | 'hashedOnArrival'
  /** Used while the selection is answered, then discarded. */
  | 'notStored'
  /** Only the postal district is stored (`SW1A` of `SW1A 1AA`). */
  | 'postalDistrict'
  /** Stored without its last octet (IPv4) or its last 80 bits (IPv6), after use in memory. */
  | 'truncatedIp';

export type Purpose = 'matching' | 'personalisation' | 'targeting' | 'reporting' | 'fraud';

export interface DataField {
  /** The attribute key, or the name of the identifier. */
  key: string;
  /** How the field is named in running text. */
  label: string;
  transport: Transport;
  storage: Storage;
  purposes: Purpose[];
}

export const dataFields: readonly DataField[] = [
  { key: 'email', label: 'E-mail address', transport: 'hashedOnDevice', storage: 'stored', purposes: ['matching'] },
  {
    key: 'emailsha256',
    label: 'E-mail hash',
    transport: 'hashedBySender',
    storage: 'stored',
    purposes: ['matching'],
  },
  { key: 'mobile', label: 'Mobile number', transport: 'clearText', storage: 'hashedOnArrival', purposes: ['matching'] },
  {
    key: 'mobilesha256',
    label: 'Mobile number hash',
    transport: 'hashedBySender',
    storage: 'stored',
    purposes: ['matching'],
  },
  {
    key: 'firstname',
    label: 'First name',
    transport: 'clearText',
    storage: 'notStored',
    purposes: ['personalisation'],
  },
  { key: 'lastname', label: 'Last name', transport: 'clearText', storage: 'notStored', purposes: ['personalisation'] },
  { key: 'zipcode', label: 'Postal code', transport: 'clearText', storage: 'postalDistrict', purposes: ['targeting'] },
  { key: 'country', label: 'Country', transport: 'clearText', storage: 'stored', purposes: ['targeting', 'reporting'] },
  {
    key: 'language',
    label: 'Language',
    transport: 'clearText',
    storage: 'stored',
    purposes: ['personalisation', 'reporting'],
  },
  { key: 'orderid', label: 'Order id', transport: 'clearText', storage: 'stored', purposes: ['reporting'] },
  { key: 'amount', label: 'Order amount', transport: 'clearText', storage: 'stored', purposes: ['reporting'] },
  { key: 'currency', label: 'Currency', transport: 'clearText', storage: 'stored', purposes: ['reporting'] },
  { key: 'paymenttype', label: 'Payment type', transport: 'clearText', storage: 'stored', purposes: ['targeting'] },
  { key: 'cartitems', label: 'Items in the cart', transport: 'clearText', storage: 'stored', purposes: ['targeting'] },
  { key: 'newcustomer', label: 'New customer', transport: 'clearText', storage: 'stored', purposes: ['targeting'] },
  { key: 'cartid', label: 'Cart id', transport: 'clearText', storage: 'stored', purposes: ['reporting'] },
  { key: 'ip', label: 'IP address', transport: 'clearText', storage: 'truncatedIp', purposes: ['targeting', 'fraud'] },
];

/** Never accepted at all, in any field: an attribute that holds one is rejected or dropped. */
export const neverAccepted = ['paymentCard', 'cardSecurityCode', 'bankCredentials', 'ssoPasswords'] as const;
