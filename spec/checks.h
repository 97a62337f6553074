#pragma once
// The check switch (CMake option KOSPEC_CHECKS, on in the `dev` and `checks` presets): every fast
// path of kospec (the rules layer's incremental facts, the reader's fast board) recomputes what it
// keeps from scratch after every move and throws on any difference.

#ifndef KOSPEC_CHECKS
#define KOSPEC_CHECKS 0
#endif

namespace kospec {

/// Whether this build recomputes every incremental fact from scratch (KOSPEC_CHECKS).
inline constexpr bool kChecks = KOSPEC_CHECKS != 0;

}  // namespace kospec
