// The shape the plugin hands to the pages: an OpenAPI file reduced to what is
// rendered, with every $ref resolved and every example present. Each schema
// with a `description` also carries it as inline HTML, `descriptionHtml`.
export type JsonSchema = { [key: string]: unknown };

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  /** The description as inline HTML (its `code` rendered). */
  descriptionHtml?: string;
  schema?: JsonSchema;
  example?: unknown;
}

export interface ApiBody {
  mediaType: string;
  required: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
}

export interface ApiResponse {
  status: string;
  description: string;
  headers: { name: string; description?: string; descriptionHtml?: string; schema?: JsonSchema }[];
  body?: ApiBody;
}

export interface ApiOperation {
  /** The anchor of the operation on its page: its operationId, or method and path when it has none. */
  id: string;
  /** The name the file gives the operation, which generated clients use. */
  operationId?: string;
  method: string;
  /** A path, or the webhook's name for a call Acme makes to you. */
  path: string;
  webhook: boolean;
  summary: string;
  descriptionHtml?: string;
  deprecated: boolean;
  parameters: ApiParameter[];
  requestBody?: ApiBody;
  responses: ApiResponse[];
  /** Alternatives (any one suffices), each a list of scheme names. */
  security: string[][];
}

export interface ApiSecurityScheme {
  name: string;
  type: string;
  scheme?: string;
  descriptionHtml?: string;
  tokenUrl?: string;
}

export interface ApiServer {
  url: string;
  description?: string;
}

export interface ApiTag {
  name: string;
  /** Anchor of the tag's heading. */
  id: string;
  descriptionHtml?: string;
  operations: ApiOperation[];
}

export interface ApiReference {
  id: string;
  route: string;
  title: string;
  version: string;
  summary?: string;
  /** One plain sentence for the meta description: the summary, else the description's first sentence. */
  metaDescription: string;
  descriptionHtml?: string;
  /** Where the file itself is published, for download. */
  fileUrl: string;
  servers: ApiServer[];
  securitySchemes: ApiSecurityScheme[];
  tags: ApiTag[];
  tryIt: {
    /** Which local server the page calls by default: the Query API sandbox or the partner mock. */
    target: 'sandbox' | 'mock';
    /** That server's address as built; `npm start` tells the page the actual one. */
    defaultServer: string;
    tokenPath: string;
  };
  /** In a translated locale, what keeps the page from being fully translated (see the plugin's translationOf). */
  translation?: 'partial' | 'outdated';
}

export interface ApiSummary {
  id: string;
  route: string;
  title: string;
  summary?: string;
  fileUrl: string;
  operations: number;
}
