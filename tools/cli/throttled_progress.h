#pragma once
// A progress line at least every N seconds, for a command whose work writes a line as it moves on
// (`kospec report`: a line per stage and per case): each line is written as it comes, and while
// the work stays on one for N seconds more, that line again with the time so far and the memory.

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <ostream>
#include <streambuf>
#include <string>
#include <thread>

namespace kospec::cli {

/// A stream whose lines reach `out` as they come, repeated every `seconds` while no other comes
/// (0: never repeated).
class ThrottledProgress : private std::streambuf {
 public:
  /// Lines written to stream() go to `out`; a repeated one says the time so far and the memory.
  ThrottledProgress(std::ostream& out, double seconds);
  /// Writes a last line left without its newline, and stops the clock.
  ~ThrottledProgress() override;
  ThrottledProgress(const ThrottledProgress&) = delete;
  ThrottledProgress& operator=(const ThrottledProgress&) = delete;

  /// The stream the work writes its lines to.
  std::ostream& stream() { return stream_; }

 private:
  int overflow(int c) override;
  void repeat_latest();  // under lock_
  void watch();

  std::ostream& out_;
  std::chrono::duration<double> every_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point last_written_ = start_;
  std::string partial_;  // the line being written
  std::string latest_;   // the last whole line
  bool done_ = false;
  std::mutex lock_;
  std::condition_variable wake_;
  std::ostream stream_;
  std::thread watcher_;
};

}  // namespace kospec::cli
