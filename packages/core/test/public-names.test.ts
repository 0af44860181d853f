// The names each entry point publishes, types included, as a user's tsc sees them: the root holds what an
// app author uses, `@fw/core/plugin` what a plugin or runtime author adds. A name added or moved fails here.
import { expect, test } from 'bun:test';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(import.meta.dir, '../src');

function publicNames(entry: string): string[] {
  const file = path.join(SRC, entry);
  const program = ts.createProgram([file], {
    noEmit: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    experimentalDecorators: true,
  });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(file) as ts.SourceFile);
  if (module === undefined) throw new Error(`${entry} is not a module`);
  return checker
    .getExportsOfModule(module)
    .map((symbol) => symbol.name)
    .sort();
}

test("@fw/core: the app author's names", () => {
  expect(publicNames('index.ts')).toEqual([
    'BadRequestException',
    'Body',
    'CanActivate',
    'Catch',
    'ClassProvider',
    'ConflictException',
    'Constructor',
    'Context',
    'Controller',
    'ControllerDefinition',
    'ConversionException',
    'CookieOptions',
    'CorsOptions',
    'Ctx',
    'Delete',
    'ErrorBody',
    'ErrorLogger',
    'ErrorMapper',
    'Errors',
    'ErrorsDecorator',
    'ExceptionBody',
    'ExceptionFilter',
    'ExceptionOptions',
    'FactoryOverride',
    'FactoryProvider',
    'ForbiddenException',
    'Fw',
    'FwError',
    'FwMiddleware',
    'FwOptions',
    'FwPlugin',
    'Get',
    'Head',
    'Header',
    'HttpCode',
    'HttpException',
    'HttpMethod',
    'Inject',
    'InjectionToken',
    'InternalServerErrorException',
    'ListenInfo',
    'ListenOptions',
    'Locals',
    'MethodNotAllowedException',
    'Middleware',
    'MiddlewareEntry',
    'Next',
    'NotFoundException',
    'NotImplementedException',
    'OnInit',
    'OnListen',
    'OnShutdown',
    'Options',
    'Param',
    'ParamDecoratorFactory',
    'ParamValue',
    'Patch',
    'PayloadTooLargeException',
    'PoisoningAction',
    'Post',
    'ProviderDefinition',
    'ProviderOverride',
    'Put',
    'Query',
    'QueryObject',
    'RawHandler',
    'RawRouteValue',
    'RawRoutes',
    'Req',
    'RequestShape',
    'RouteDecoratorOptions',
    'Schema',
    'ServerHandle',
    'Service',
    'ServiceUnavailableException',
    'ShutdownSignal',
    'SlotTarget',
    'Token',
    'TooManyRequestsException',
    'UnauthorizedException',
    'UnprocessableEntityException',
    'UnsupportedMediaTypeException',
    'Use',
    'UseFilters',
    'UseGuards',
    'ValidationErrorFactory',
    'ValidationException',
    'ValidationIssue',
    'ValueProvider',
    'cors',
    'createParamDecorator',
    'createToken',
  ]);
});

test("@fw/core/plugin: the plugin and runtime author's names", () => {
  expect(publicNames('plugin/index.ts')).toEqual([
    'ClassRecord',
    'ControllerRecord',
    'ControllerRouteInfo',
    'DecoratorForm',
    'DualClassDecorator',
    'DualClassOrMethodDecorator',
    'DualMethodDecorator',
    'FallbackHandler',
    'FallbackPass',
    'FwPlugin',
    'HandlerRecord',
    'HttpRuntime',
    'HttpServerHandle',
    'MethodRecord',
    'PROVIDED_BY',
    'PluginHost',
    'RawRequest',
    'RouteOptions',
    'RunningServer',
    'RuntimeWebSocketHandler',
    'ServeOptions',
    'SlotKind',
    'SlotRecord',
    'Stage3Context',
    'WebSocketServerHandle',
    'describeValue',
    'isStage3Context',
    'isThenable',
    'metadataSymbol',
    'prefixMessages',
    'readClassRecord',
    'readPath',
  ]);
});

test('@fw/core/node: the Node runtime, one name', () => {
  expect(publicNames('adapter/node/index.ts')).toEqual(['node']);
});
