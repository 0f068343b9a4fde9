// Which files are tests: CodeHawk's one rule. The graph uses it for test reach, the review's static
// checks for test files, and risk (which depends on nothing of ours, so the review injects it) for
// the path component. It is the union of what each of them once knew on its own.

/** A directory of tests anywhere in the path (any case: `Tests/` in .NET and Swift projects). */
const TEST_DIRECTORY = /(^|\/)(tests?|__tests__|spec|testing)\//i;

/**
 * A test file by its name, in any language: `cart.test.ts`, `cart.spec.rb`, `cart_test.go`,
 * `cart_test.rs`, `test_cart.py`.
 */
const TEST_FILE_NAME = /\.(test|spec)\.[^/]*$|_test\.[^/]*$|(^|\/)test_[^/]*\.py$/i;

/** JUnit's and .NET's convention: `CartTest.java`, `CartTests.cs` (case matters: not `Latest.java`). */
const TEST_CLASS_FILE = /Tests?\.(java|cs)$/;

/** Whether a repository-relative path (with `/`) is test code. */
export function isTestPath(path: string): boolean {
  return TEST_DIRECTORY.test(path) || TEST_FILE_NAME.test(path) || TEST_CLASS_FILE.test(path);
}
