require('@testing-library/jest-dom');

// findBy* and waitFor wait on state, up to this long. Testing Library's default (1 s) is shorter than a
// React render takes when CI's two cores run two jest workers beside other work (seen at load 8:
// "Unable to find role=button"). A passing test never waits it out; a failing one reports after it.
require('@testing-library/dom').configure({ asyncUtilTimeout: 10000 });
