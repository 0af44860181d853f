import { describe, expect, test } from 'bun:test';
import { Controller, Fw, Get, Inject, Service } from '../src/index.ts';
import { PROVIDED_BY } from '../src/plugin/index.ts';
import { startApp } from './helpers.ts';

let created = 0;

@Service()
class Clock {
  constructor() {
    created++;
  }
  now() {
    return 7;
  }
}

@Service()
class Greeter {
  constructor(
    readonly clock: Clock,
    @Inject('GREETING') readonly greeting: string,
  ) {}
}

class ListedService {
  static inject = [Clock, 'GREETING'];
  constructor(
    readonly clock: Clock,
    readonly greeting: string,
  ) {}
}

@Controller('/di')
class DiController {
  constructor(
    readonly greeter: Greeter,
    readonly clock: Clock,
    readonly listed: ListedService,
  ) {}
  @Get() show() {
    return {
      greeting: this.greeter.greeting,
      same: this.greeter.clock === this.clock && this.listed.clock === this.clock,
      listed: this.listed.greeting,
      now: this.clock.now(),
    };
  }
}

const greeting = {
  name: 'greeting',
  setup: (host: import('../src/plugin/index.ts').PluginHost) => host.provide('GREETING', 'hello'),
};

describe('dependency injection', () => {
  test('design:paramtypes, @Inject(token) and a static inject list; singletons', async () => {
    created = 0;
    await using s = await startApp([DiController], [Greeter, Clock, ListedService], {}, (app) => app.use(greeting));
    expect(await (await s.call('/di')).json()).toEqual({ greeting: 'hello', same: true, listed: 'hello', now: 7 });
    expect(created).toBe(1);
  });

  test('a missing provider fails at listen(), naming the class and the parameter', async () => {
    await expect(
      new Fw().controllers([DiController]).services([Clock, ListedService]).use(greeting).listen(0),
    ).rejects.toThrow(
      'Cannot create DiController: no provider for constructor parameter #0 (greeter: Greeter). Register it with app.services([...])',
    );
    await expect(new Fw().services([Greeter, Clock]).listen(0)).rejects.toThrow(
      'Cannot create Greeter: no provider for constructor parameter #1 (greeting: "GREETING")',
    );
  });

  test('a parameter without metadata or token fails at listen() with the fix', async () => {
    class NoMetadata {
      constructor(readonly clock: Clock) {}
    }
    await expect(new Fw().services([NoMetadata, Clock]).listen(0)).rejects.toThrow(
      'Cannot create NoMetadata: constructor parameter #0 (clock) has no type metadata. Decorate the class with @Service() so the compiler emits it',
    );
  });

  test('a class a plugin provides names that plugin when it is missing, not app.services()', async () => {
    class Rooms {
      static readonly [PROVIDED_BY] = 'the rooms plugin: app.use(rooms())';
    }
    @Service()
    class Chat {
      constructor(readonly rooms: Rooms) {}
    }
    await expect(new Fw().services([Chat]).listen(0)).rejects.toThrow(
      'Cannot create Chat: no provider for constructor parameter #0 (rooms: Rooms). Rooms is provided by the rooms plugin: app.use(rooms()).',
    );
  });

  test('an interface-typed parameter asks for a token', async () => {
    interface Config {
      port: number;
    }
    @Service()
    class NeedsConfig {
      constructor(readonly config: Config) {}
    }
    await expect(new Fw().services([NeedsConfig]).listen(0)).rejects.toThrow(
      'Cannot create NeedsConfig: constructor parameter #0 (config) is typed Object, which is not injectable',
    );
  });

  test('a subclass without a constructor of its own is built with the dependencies of its parent', async () => {
    @Service()
    class BaseController {
      constructor(
        readonly clock: Clock,
        @Inject('GREETING') readonly greeting: string,
      ) {}
    }
    @Controller('/derived')
    class DerivedController extends BaseController {
      @Get() show() {
        return { now: this.clock.now(), greeting: this.greeting };
      }
    }
    class ListedChild extends ListedService {}
    @Controller('/listed-child')
    class ListedChildController {
      constructor(readonly child: ListedChild) {}
      @Get() show() {
        return { now: this.child.clock.now(), greeting: this.child.greeting };
      }
    }
    // Its own constructor without parameters, said with an empty list: nothing of the parent's is asked for.
    class NeedsUnregistered {
      static inject = ['UNREGISTERED'];
      constructor(readonly value: unknown) {}
    }
    class OwnConstructor extends NeedsUnregistered {
      static override inject = [];
      constructor() {
        super('own');
      }
    }
    await using s = await startApp(
      [DerivedController, ListedChildController],
      [Clock, ListedChild, OwnConstructor],
      {},
      (app) => app.use(greeting),
    );
    expect(await (await s.call('/derived')).json()).toEqual({ now: 7, greeting: 'hello' });
    expect(await (await s.call('/listed-child')).json()).toEqual({ now: 7, greeting: 'hello' });
  });

  test('a dependency cycle is named', async () => {
    class A {
      static inject: unknown[] = [];
      constructor(readonly b: unknown) {}
    }
    class B {
      static inject = [A];
      constructor(readonly a: A) {}
    }
    A.inject = [B];
    await expect(new Fw().services([A, B]).listen(0)).rejects.toThrow('Dependency cycle: A → B → A');
  });
});
