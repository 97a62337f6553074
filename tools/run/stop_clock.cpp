#include "tools/run/stop_clock.h"

#include <chrono>

namespace kospec::run {

StopClock::StopClock(const std::atomic<bool>* upstream, double seconds)
    : upstream_(upstream), seconds_(seconds), watcher_([this] { watch(); }) {}

StopClock::~StopClock() {
  done_.store(true);
  watcher_.join();
}

void StopClock::watch() {
  const auto start = std::chrono::steady_clock::now();
  const auto budget = std::chrono::duration<double>(seconds_);
  while (!done_.load() && !flag_.load()) {
    if (upstream_ != nullptr && upstream_->load()) {
      flag_.store(true);
    } else if (seconds_ > 0 && std::chrono::steady_clock::now() - start >= budget) {
      timed_out_.store(true);
      flag_.store(true);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

}  // namespace kospec::run
