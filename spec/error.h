#pragma once
// Typed errors thrown by kospec, so callers and tests can tell bad input from broken preconditions.

#include <stdexcept>
#include <string>

namespace kospec {

/// Bad input from a user: a file, a name, an option. The message says where and what was expected.
class InputError : public std::runtime_error {
 public:
  /// An input error with a complete, user-facing message.
  explicit InputError(const std::string& message) : std::runtime_error(message) {}
};

/// A violated precondition of a spec or rules function (a bug in the caller, not bad input).
class PreconditionError : public std::logic_error {
 public:
  /// A precondition error naming the function and the broken condition.
  explicit PreconditionError(const std::string& message) : std::logic_error(message) {}
};

/// A fact kept incrementally for speed that differs from the spec's from-scratch definition: a bug
/// in the fast path, found by a KOSPEC_CHECKS build. The message names the rule, the ply and both values.
class CheckError : public std::logic_error {
 public:
  /// A check error with the complete message.
  explicit CheckError(const std::string& message) : std::logic_error(message) {}
};

/// Throws PreconditionError(message) unless condition holds; stays on in every build.
inline void require(bool condition, const char* message) {
  if (!condition) throw PreconditionError(message);
}

}  // namespace kospec
