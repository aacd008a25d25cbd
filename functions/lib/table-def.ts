/**
 * The single table: one definition read by CDK (infra) and by the local table creation.
 * Every key is built in functions/lib/keys.ts; docs/data.md lists the access patterns.
 */
export interface IndexDef {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export const tableDefinition = {
  /** Logical name; the physical name comes from TABLE_NAME (CDK sets it, local default below). */
  localName: 'fika-local',
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
  /** The stream carries new outbox items to the bus (the EventBridge Pipe in AWS, the relay locally). */
  streamViewType: 'NEW_IMAGE',
  globalSecondaryIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ] satisfies IndexDef[],
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['name'];

/** Attribute definitions as the CreateTable API wants them (all keys are strings). */
export function attributeDefinitions(): { AttributeName: string; AttributeType: 'S' }[] {
  const names = new Set<string>([tableDefinition.partitionKey, tableDefinition.sortKey]);
  for (const g of tableDefinition.globalSecondaryIndexes) {
    names.add(g.partitionKey);
    names.add(g.sortKey);
  }
  return [...names].map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const }));
}
