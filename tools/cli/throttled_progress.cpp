#include "tools/cli/throttled_progress.h"

#include "tools/cli/progress_line.h"
#include "tools/run/number_text.h"

namespace kospec::cli {

ThrottledProgress::ThrottledProgress(std::ostream& out, double seconds)
    : out_(out), every_(seconds), stream_(this), watcher_([this] { watch(); }) {}

ThrottledProgress::~ThrottledProgress() {
  {
    const std::lock_guard<std::mutex> hold(lock_);
    done_ = true;
    if (!partial_.empty()) out_ << partial_ << std::endl;
  }
  wake_.notify_all();
  watcher_.join();
}

int ThrottledProgress::overflow(int c) {
  if (c == traits_type::eof()) return traits_type::not_eof(c);
  const std::lock_guard<std::mutex> hold(lock_);
  if (c != '\n') {
    partial_ += static_cast<char>(c);
    return c;
  }
  out_ << partial_ << std::endl;
  latest_ = std::move(partial_);
  partial_.clear();
  last_written_ = std::chrono::steady_clock::now();
  return c;
}

void ThrottledProgress::repeat_latest() {
  const auto now = std::chrono::steady_clock::now();
  out_ << latest_
       << " (under way: " << run::seconds_text(std::chrono::duration<double>(now - start_).count())
       << " in all; " << mebibytes(resident_bytes()) << " resident)" << std::endl;
  last_written_ = now;
}

void ThrottledProgress::watch() {
  std::unique_lock<std::mutex> hold(lock_);
  while (!done_) {
    wake_.wait_for(hold, std::chrono::milliseconds(50));
    if (done_ || every_.count() <= 0 || latest_.empty()) continue;
    if (std::chrono::steady_clock::now() - last_written_ >= every_) repeat_latest();
  }
}

}  // namespace kospec::cli
