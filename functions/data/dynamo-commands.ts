/**
 * The DynamoDB commands the repositories send through `Db.doc.send` (client.ts). Same names and inputs as
 * `@aws-sdk/lib-dynamodb`'s document commands, whose types they borrow (`import type`: nothing of the SDK is
 * bundled), but plain data: client.ts sends them itself, as DynamoDB's JSON API, which imports in a fraction of the
 * SDK's time (issue 15; docs/benchmarks.md). Each carries its DynamoDB operation, so dispatch survives minified class names.
 */
import type {
  BatchGetCommandInput,
  BatchGetCommandOutput as SdkBatchGetOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput as SdkBatchWriteOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput as SdkQueryOutput,
  ScanCommandInput,
  ScanCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';

export type {
  BatchGetCommandInput,
  BatchWriteCommandInput,
  DeleteCommandInput,
  GetCommandInput,
  PutCommandInput,
  QueryCommandInput,
  ScanCommandInput,
  TransactWriteCommandInput,
  UpdateCommandInput,
};

/** What each operation answers: the SDK document client's output without its `$metadata`, which nothing reads. */
export interface DynamoOutputs {
  GetItem: Omit<GetCommandOutput, '$metadata'>;
  PutItem: Omit<PutCommandOutput, '$metadata'>;
  UpdateItem: Omit<UpdateCommandOutput, '$metadata'>;
  DeleteItem: Omit<DeleteCommandOutput, '$metadata'>;
  Query: Omit<SdkQueryOutput, '$metadata'>;
  Scan: Omit<ScanCommandOutput, '$metadata'>;
  BatchGetItem: Omit<SdkBatchGetOutput, '$metadata'>;
  BatchWriteItem: Omit<SdkBatchWriteOutput, '$metadata'>;
  TransactWriteItems: Omit<TransactWriteCommandOutput, '$metadata'>;
}
export type DynamoOperation = keyof DynamoOutputs;

export type BatchGetCommandOutput = DynamoOutputs['BatchGetItem'];
export type BatchWriteCommandOutput = DynamoOutputs['BatchWriteItem'];
export type QueryCommandOutput = DynamoOutputs['Query'];

abstract class DynamoCommand<Op extends DynamoOperation, Input extends object> {
  abstract readonly operation: Op;
  constructor(readonly input: Input) {}
}

export class GetCommand extends DynamoCommand<'GetItem', GetCommandInput> {
  readonly operation = 'GetItem';
}
export class PutCommand extends DynamoCommand<'PutItem', PutCommandInput> {
  readonly operation = 'PutItem';
}
export class UpdateCommand extends DynamoCommand<'UpdateItem', UpdateCommandInput> {
  readonly operation = 'UpdateItem';
}
export class DeleteCommand extends DynamoCommand<'DeleteItem', DeleteCommandInput> {
  readonly operation = 'DeleteItem';
}
export class QueryCommand extends DynamoCommand<'Query', QueryCommandInput> {
  readonly operation = 'Query';
}
/** Operators' one-offs only (operator-scan.ts): no request path scans. */
export class ScanCommand extends DynamoCommand<'Scan', ScanCommandInput> {
  readonly operation = 'Scan';
}
export class BatchGetCommand extends DynamoCommand<'BatchGetItem', BatchGetCommandInput> {
  readonly operation = 'BatchGetItem';
}
export class BatchWriteCommand extends DynamoCommand<'BatchWriteItem', BatchWriteCommandInput> {
  readonly operation = 'BatchWriteItem';
}
export class TransactWriteCommand extends DynamoCommand<'TransactWriteItems', TransactWriteCommandInput> {
  readonly operation = 'TransactWriteItems';
}

/** The operation of a command of ours, or of the SDK's document command of the same name (tests seed with those). */
export const OPERATION_OF_SDK_COMMAND: Readonly<Record<string, DynamoOperation>> = {
  GetCommand: 'GetItem',
  PutCommand: 'PutItem',
  UpdateCommand: 'UpdateItem',
  DeleteCommand: 'DeleteItem',
  QueryCommand: 'Query',
  ScanCommand: 'Scan',
  BatchGetCommand: 'BatchGetItem',
  BatchWriteCommand: 'BatchWriteItem',
  TransactWriteCommand: 'TransactWriteItems',
};

/** A command `Db.doc.send` takes: one of ours, or an SDK document command (only the tests' seeding sends those). */
export type DocCommand = { readonly input: object };

/** The answer to `command`: by its operation, or for an SDK command by the output type its class declares. */
export type OutputOf<C> = C extends { readonly operation: infer Op extends DynamoOperation }
  ? DynamoOutputs[Op]
  : C extends { resolveMiddleware(...args: never[]): (...args: never[]) => Promise<{ output: infer Out }> }
    ? Omit<Out, '$metadata'>
    : never;
