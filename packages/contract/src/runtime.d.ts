// Base64 as the HTML standard defines it: a global in browsers and in Node.js, the contract's two runtimes.
// The contract compiles without the DOM's or Node's types (lib ES2023, no types), so it declares the two it uses.
declare function atob(data: string): string;
declare function btoa(data: string): string;
