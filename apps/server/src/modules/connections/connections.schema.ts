import { builder, pageArgs } from '../../graphql/builder.js';
import type { ConnectionRow } from './connections.repository.js';

/**
 * A vehicle-data provider authorisation (telematics). The authorization code and the tokens are
 * held by the server and deliberately have no fields here.
 */
export const ParticipantConnection = builder.objectRef<ConnectionRow>('ParticipantConnection').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    vehicleId: t.exposeID('vehicleId', { nullable: true }),
    resourceProvider: t.exposeString('resourceProvider'),
    externalVehicleId: t.exposeString('externalVehicleId', { nullable: true }),
    forceRestoreConnection: t.exposeBoolean('forceRestoreConnection', {
      description: 'The participant must reconnect (Reconnect clears the tokens and this flag)',
    }),
    connected: t.boolean({
      description:
        "The provider's tokens are held (false until the consent page's code is exchanged, and after Reconnect cleared them)",
      resolve: (c) => Boolean(c.accessToken || c.refreshToken),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
  }),
});

const ParticipantConnectionConnection = builder
  .objectRef<{ items: ConnectionRow[]; nextToken: string | null }>('ModelParticipantConnectionConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ParticipantConnection], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const ConnectionFilterInput = builder.inputType('ModelParticipantConnectionFilterInput', {
  fields: (t) => ({ vehicleId: t.id() }),
});

builder.queryFields((t) => ({
  listParticipantConnections: t.field({
    type: ParticipantConnectionConnection,
    authScopes: { signedIn: true },
    description: "A participant's vehicle-data connections (own, or any for staff), newest first by default",
    args: {
      username: t.arg.string({ required: true }),
      filter: t.arg({ type: ConnectionFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.connections.listParticipantConnections(
        ctx.actor,
        args.username,
        args.filter ? { vehicleId: args.filter.vehicleId == null ? null : String(args.filter.vehicleId) } : null,
        args,
      ),
  }),
}));

const CreateParticipantConnectionInput = builder.inputType('CreateParticipantConnectionInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    vehicleId: t.id(),
    resourceProvider: t.string({ description: 'The vehicle-data provider (required)' }),
    authorizationCode: t.string({ description: 'The code the consent page returned (write-only)' }),
    externalVehicleId: t.string(),
  }),
});

const UpdateParticipantConnectionInput = builder.inputType('UpdateParticipantConnectionInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    username: t.string({ required: true }),
    forceRestoreConnection: t.boolean(),
    accessToken: t.string({ description: 'Only null (or empty) is accepted: clears the token' }),
    refreshToken: t.string({ description: 'Only null (or empty) is accepted: clears the token' }),
    authorizationCode: t.string({ description: 'A new code from the consent page (write-only); clears the tokens' }),
  }),
});

const ConnectTelematicsInput = builder.inputType('ConnectTelematicsInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    vehicleId: t.id({ required: true }),
    code: t.string({ required: true, description: 'The code the vehicle-maker consent page returned (single-use)' }),
  }),
});

builder.mutationFields((t) => ({
  connectTelematics: t.field({
    type: ParticipantConnection,
    authScopes: { signedIn: true },
    description:
      "Exchanges a consent-page code for tokens (kept on the server) and creates or updates the participant's connection for the vehicle (own or staff)",
    args: { input: t.arg({ type: ConnectTelematicsInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.connections.connectTelematics(ctx.actor, { ...args.input, vehicleId: String(args.input.vehicleId) }),
  }),
  createParticipantConnection: t.field({
    type: ParticipantConnection,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateParticipantConnectionInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.connections.createParticipantConnection(ctx.actor, args.input),
  }),
  updateParticipantConnection: t.field({
    type: ParticipantConnection,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateParticipantConnectionInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.connections.updateParticipantConnection(ctx.actor, args.input),
  }),
}));
