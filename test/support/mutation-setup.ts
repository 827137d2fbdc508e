// Set up for the mutation runs only (vitest.mutation.config.ts): a property that fails stops there, without shrinking
// its counterexample. Stryker needs to know that a test failed, not the smallest input that makes it fail, and
// shrinking a property that a mutant broke costs far more than the run itself.
import fc from 'fast-check';

fc.configureGlobal({ endOnFailure: true });
