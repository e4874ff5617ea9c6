import { builder, pageArgs } from '../../graphql/builder.js';
import type { ConfigurationRow } from './configuration.repository.js';

const ConfigurationOption = builder.objectRef<{ name: string; value: string }>('ConfigurationOption').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

const Configuration = builder.objectRef<ConfigurationRow>('Configuration').implement({
  fields: (t) => ({
    key: t.exposeID('key'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    value: t.exposeString('value', { nullable: true }),
    options: t.field({ type: [ConfigurationOption], resolve: (c) => c.options }),
  }),
});

const ConfigurationConnection = builder
  .objectRef<{ items: ConfigurationRow[]; nextToken: string | null }>('ModelConfigurationConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Configuration], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  getConfiguration: t.field({
    type: Configuration,
    nullable: true,
    authScopes: { public: true },
    args: { key: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.configuration.getConfiguration(args.key),
  }),
  listConfigurations: t.field({
    type: ConfigurationConnection,
    authScopes: { admin: true },
    args: pageArgs(t),
    resolve: (_root, args, ctx) => ctx.services.configuration.listConfigurations(ctx.actor, args),
  }),
}));

const ConfigurationOptionInput = builder.inputType('ConfigurationOptionInput', {
  fields: (t) => ({ name: t.string({ required: true }), value: t.string({ required: true }) }),
});

const UpdateConfigurationInput = builder.inputType('UpdateConfigurationInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    name: t.string(),
    description: t.string(),
    value: t.string(),
    options: t.field({ type: [ConfigurationOptionInput] }),
  }),
});

builder.mutationFields((t) => ({
  updateConfiguration: t.field({
    type: Configuration,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateConfigurationInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.configuration.updateConfiguration(ctx.actor, args.input),
  }),
}));
