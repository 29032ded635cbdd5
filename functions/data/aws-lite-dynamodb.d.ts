// @aws-lite/dynamodb ships no types (they are a separate package); client.ts only hands the plugin to aws-lite.
declare module '@aws-lite/dynamodb' {
  const plugin: { readonly service: 'dynamodb' };
  export default plugin;
}
