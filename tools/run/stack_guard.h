#pragma once
// Room on the stack for searches whose recursion follows a line of play of no fixed length (the
// loop search's line, the proof-number and native searches' paths, a strategy replayed on the
// rules layer): each asks its guard at every node and stops (run::Stopped) before the thread's
// stack runs out, instead of crashing. `on_large_stack` runs such a search on a thread with a stack
// large enough for lines a million plies deep.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

namespace kospec::run {

/// The calling thread's stack, read once: where a search must stop to keep `margin` bytes free.
class StackGuard {
 public:
  /// Bytes kept free below the deepest frame a search may enter: room for what a node calls.
  static constexpr std::size_t kMargin = std::size_t{1} << 20;

  /// Reads the bounds of the calling thread's stack; use it on that thread only.
  StackGuard();

  /// Whether less than kMargin is left below the caller's frame.
  bool exhausted() const {
    return reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0)) < limit_;
  }
  /// Throws run::Stopped, naming the stack's size and `depth`, when exhausted().
  void check(std::size_t depth) const {
    if (exhausted()) stop(depth);
  }
  /// The stack's size in bytes.
  std::size_t size() const { return size_; }
  /// What stopped a search `depth` plies deep: "the search's stack (1,024 MiB) at 12,345 plies deep".
  std::string reason(std::size_t depth) const;

 private:
  [[noreturn]] void stop(std::size_t depth) const;

  std::uintptr_t limit_ = 0;
  std::size_t size_ = 0;
};

/// Whether AddressSanitizer instruments this build (GCC's macro, or Clang's feature test).
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kUnderAddressSanitizer = true;
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif

/// Under AddressSanitizer, 60 MiB: it cannot unpoison more than 64 MiB of stack when an exception
/// unwinds a deep recursion ("ASan is ignoring requested __asan_handle_no_return") and then reports
/// false overflows.
/// Otherwise the stack a search gets from on_large_stack is 1 GiB of address space, of which only
/// what the recursion touches is memory.
inline constexpr std::size_t kSearchStackBytes =
    kUnderAddressSanitizer ? std::size_t{60} << 20 : std::size_t{1} << 30;

/// Runs `work` on a new thread with a stack of `bytes` and waits for it; rethrows what it throws.
void on_large_stack(std::size_t bytes, const std::function<void()>& work);

}  // namespace kospec::run
