#pragma once
// Independent pieces of a long run (the rows of a values table, the claims of a corpus) worked a
// few at once and handed back in their order, each as soon as it and every one before it is done;
// no new piece starts once a stop is asked for.

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace kospec::run {

/// Works `work(0)` ... `work(count - 1)` on `at_once` threads (at least 1), each taking the next
/// piece as it finishes one (a long piece holds up no other), and calls `done` on this thread with
/// each result in index order; no piece starts once `stopping()` is true (the pieces under way
/// finish). Returns how many pieces were handed to `done`. An exception of a piece is thrown here
/// when its turn comes (every piece before it handed), once the pieces under way have finished.
template <typename Work, typename Done>
std::size_t in_order(std::size_t count, std::size_t at_once, Work work, Done done,
                     const std::function<bool()>& stopping) {
  using Result = decltype(work(std::size_t{0}));
  struct Slot {
    std::optional<Result> result;
    std::exception_ptr error;
  };
  std::vector<Slot> slots(count);
  std::vector<bool> ready(count, false);
  std::mutex lock;
  std::condition_variable changed;
  std::size_t next = 0;     // the next piece to start
  std::size_t working = 0;  // threads that may still start a piece
  bool quit = false;        // start no more pieces (an error, or this function is leaving)
  const auto worker = [&] {
    for (;;) {
      std::size_t i = 0;
      {
        const std::lock_guard<std::mutex> held(lock);
        if (quit || next == count || (stopping && stopping())) {
          --working;
          changed.notify_all();
          return;
        }
        i = next++;
      }
      Slot slot;
      try {
        slot.result.emplace(work(i));
      } catch (...) {
        slot.error = std::current_exception();
      }
      const std::lock_guard<std::mutex> held(lock);
      quit = quit || slot.error != nullptr;
      slots[i] = std::move(slot);
      ready[i] = true;
      changed.notify_all();
    }
  };
  std::vector<std::thread> threads;
  // Joins the threads however this function is left (after the pieces under way finish).
  struct Joined {
    std::vector<std::thread>& threads;
    std::mutex& lock;
    bool& quit;
    ~Joined() {
      {
        const std::lock_guard<std::mutex> held(lock);
        quit = true;
      }
      for (std::thread& t : threads) t.join();
    }
  } joined{threads, lock, quit};
  working = std::min(std::max<std::size_t>(1, at_once), count);
  for (std::size_t k = working; k > 0; --k) threads.emplace_back(worker);
  std::size_t handed = 0;
  for (; handed < count; ++handed) {
    Slot slot;
    {
      std::unique_lock<std::mutex> held(lock);
      changed.wait(held, [&] { return ready[handed] || (next <= handed && working == 0); });
      if (!ready[handed]) break;  // never started: a stop request came first
      slot = std::move(slots[handed]);
    }
    if (slot.error) std::rethrow_exception(slot.error);
    done(std::move(*slot.result));
  }
  return handed;
}

}  // namespace kospec::run
