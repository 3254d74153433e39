// Stands in for a client module that lean-bundle leaves out of the bundle (internals.js, `prism-client-module`).
export {};
