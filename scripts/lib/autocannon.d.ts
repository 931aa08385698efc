// The part of autocannon's API the load script uses (the package ships no types).
declare module 'autocannon' {
  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: AutocannonRequest, context: object) => AutocannonRequest;
    onResponse?: (status: number, body: string, context: object, headers: Record<string, string>) => void;
  }

  export interface AutocannonOptions {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    maxOverallRequests?: number;
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
  }

  export interface AutocannonInstance extends PromiseLike<unknown> {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    stop(): void;
  }

  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
