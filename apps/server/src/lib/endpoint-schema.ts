import { envelopeSchema, type Endpoint } from '@shop/contracts/common';

/**
 * The route schema of a call declared in contracts: its body, and its `data` inside the answer
 * envelope, under an OpenAPI tag. Routes take path and schemas from the declaration the web calls
 * too, so neither side writes them again (issue #13); the zod type provider still infers
 * `request.body` and the answer from them.
 */
export const endpointSchema = <Body extends Endpoint['body'], Data extends Endpoint['data']>(
  endpoint: Endpoint<Body, Data>,
  tag: string,
) => ({
  tags: [tag],
  body: endpoint.body,
  response: { 200: envelopeSchema(endpoint.data) },
});
