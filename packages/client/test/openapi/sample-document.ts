// A small hand-written OpenAPI 3.1 document: two operations of a users API, with components.
export const SAMPLE_DOCUMENT = {
  openapi: '3.1.1',
  info: { title: 'Users API', version: '1.0.0' },
  paths: {
    '/api/users': {
      get: {
        operationId: 'UsersController.list',
        tags: ['UsersController'],
        summary: 'Lists the users',
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Users' } } },
          },
        },
      },
      post: {
        operationId: 'UsersController.create',
        tags: ['UsersController'],
        summary: 'Creates a user',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateUserDto' } } },
        },
        responses: {
          '201': {
            description: 'Created',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      CreateUserDto: {
        type: 'object',
        properties: { name: { type: 'string' }, email: { type: 'string' }, age: { type: 'number' } },
        required: ['name', 'email'],
      },
      User: {
        type: 'object',
        properties: { id: { type: 'string' }, name: { type: 'string' } },
        required: ['id', 'name'],
      } as Record<string, unknown>,
      Users: { type: 'array', items: { $ref: '#/components/schemas/User' } } as Record<string, unknown>,
    },
  },
};
